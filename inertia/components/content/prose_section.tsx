import type { ReactNode } from 'react'

/** A numbered (or plain) section of a long text page: terms, privacy, VIP */
export function ProseSection({
  number,
  title,
  children,
}: {
  number?: number
  title: string
  children: ReactNode
}) {
  const id = `section-${number ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2
        id={id}
        className="flex items-baseline gap-3 font-display text-base font-bold text-white sm:text-lg"
      >
        {number !== undefined && <span className="text-neon-pink">{number}.</span>}
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-sm leading-relaxed text-slate-300 sm:text-base [&_a]:text-neon-cyan [&_a]:underline [&_a]:underline-offset-2 [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-white">
        {children}
      </div>
    </section>
  )
}

/** The panel a long text page sits in */
export function ProsePanel({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4">
      <div className="neon-panel space-y-8 p-5 sm:p-10">{children}</div>
    </div>
  )
}
