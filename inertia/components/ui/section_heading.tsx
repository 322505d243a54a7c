import type { ReactNode } from 'react'

/** A section's heading on long pages: small neon eyebrow, display title, optional intro */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id?: string
  eyebrow?: string
  title: string
  children?: ReactNode
}) {
  return (
    <div className="mb-8 text-center">
      {eyebrow && (
        <p className="mb-2 font-display text-xs font-semibold tracking-[0.3em] text-neon-cyan uppercase">
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="neon-title text-2xl sm:text-3xl">
        {title}
      </h2>
      {children && <p className="mx-auto mt-3 max-w-2xl text-slate-300">{children}</p>}
    </div>
  )
}
