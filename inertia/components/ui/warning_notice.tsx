import type { ReactNode } from 'react'
import { AlertTriangle } from 'lucide-react'

/** An orange alert box: a warning line with its icon, then what to do about it */
export function WarningNotice({
  title,
  className = '',
  children,
}: {
  title: ReactNode
  /** the box's margin */
  className?: string
  children: ReactNode
}) {
  return (
    <div
      role="alert"
      className={`rounded-xl border border-neon-orange/40 bg-neon-orange/10 p-4 text-sm ${className}`}
    >
      <p className="flex items-center gap-2 font-semibold text-neon-orange">
        <AlertTriangle aria-hidden className="h-4 w-4 shrink-0" />
        {title}
      </p>
      {children}
    </div>
  )
}
