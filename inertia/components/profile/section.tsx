import type { ReactNode } from 'react'

/** A titled block inside a profile tab */
export function ProfileSection({
  title,
  hint,
  children,
}: {
  title: string
  hint?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="rounded-xl border border-white/10 bg-night-950/50 p-3.5 sm:p-5">
      <h3 className="font-display text-xs font-semibold tracking-widest text-white">{title}</h3>
      {hint && <p className="mt-1 text-xs text-slate-400">{hint}</p>}
      <div className="mt-4">{children}</div>
    </section>
  )
}
