import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'

/** A panel for a list with nothing in it: icon, title and a line of text */
export function EmptyState({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon
  title: string
  text: string
  children?: ReactNode
}) {
  return (
    <div className="neon-panel flex flex-col items-center px-6 py-14 text-center">
      <span className="mb-4 grid h-14 w-14 place-items-center rounded-2xl bg-neon-violet/15 text-neon-violet ring-1 ring-neon-violet/40">
        <Icon className="h-7 w-7" aria-hidden />
      </span>
      <h2 className="font-display text-lg font-bold text-white">{title}</h2>
      <p className="mt-2 max-w-sm text-sm text-slate-400">{text}</p>
      {children}
    </div>
  )
}
