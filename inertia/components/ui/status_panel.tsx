import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'

const TONES = {
  success:
    'bg-neon-mint/10 text-neon-mint ring-neon-mint/50 shadow-[0_0_24px_rgb(61_255_197/0.25)]',
  failure: 'bg-red-500/10 text-red-400 ring-red-400/50',
}

/**
 * The outcome of an account step in place of its form (a reset link sent, a reset that
 * failed): a ringed icon in the outcome's tone, a title, the explanation and what to do next.
 * Success is announced politely (`status`), failure at once (`alert`).
 */
export function StatusPanel({
  tone,
  icon: Icon,
  title,
  heading: Heading = 'h2',
  actions,
  children,
}: {
  tone: keyof typeof TONES
  icon: LucideIcon
  title: string
  heading?: 'h2' | 'h3'
  actions: ReactNode
  children: ReactNode
}) {
  return (
    <div
      className="flex flex-col items-center text-center"
      role={tone === 'success' ? 'status' : 'alert'}
    >
      <span
        className={`flex h-16 w-16 items-center justify-center rounded-full ring-1 ${TONES[tone]}`}
      >
        <Icon className="h-8 w-8" aria-hidden />
      </span>
      <Heading className="neon-title mt-5 text-xl">{title}</Heading>
      <p className="mt-3 text-sm leading-relaxed text-slate-300">{children}</p>
      <div className="mt-6 flex w-full flex-col gap-3">{actions}</div>
    </div>
  )
}
