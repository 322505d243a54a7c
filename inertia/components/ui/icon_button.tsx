import type { ButtonHTMLAttributes } from 'react'
import type { LucideIcon } from 'lucide-react'

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  icon: LucideIcon
  /** the accessible name (the button shows only its icon) */
  label: string
  tone?: 'cyan' | 'red'
}

/** A small icon-only button, such as edit or remove on a list row */
export function IconButton({ icon: Icon, label, tone = 'cyan', className = '', ...rest }: Props) {
  const hover = tone === 'red' ? 'hover:text-red-400' : 'hover:text-neon-cyan'
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`rounded-lg p-2 text-slate-400 transition hover:bg-white/10 ${hover} ${className}`}
      {...rest}
    >
      <Icon className="h-4 w-4" aria-hidden />
    </button>
  )
}
