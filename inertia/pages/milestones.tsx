import { useState } from 'react'
import { CheckCircle2, Clock, ShieldAlert } from 'lucide-react'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'
import { PageHeader } from '~/components/ui/page_header'
import { RedeemDialog } from '~/components/milestones/redeem_dialog'
import { useLiveProps } from '~/hooks/use_live_props'
import { formatUsd } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

type Claim = { milestone_id: number; status: string }

/** Card colours climb with the milestone, from cyan to gold */
const GLOWS = [
  'from-neon-cyan/20 border-neon-cyan/30 text-neon-cyan',
  'from-neon-violet/25 border-neon-violet/40 text-violet-300',
  'from-neon-pink/20 border-neon-pink/40 text-neon-pink',
  'from-neon-orange/20 border-neon-orange/40 text-neon-orange',
  'from-gold/20 border-gold/50 text-gold',
]

export default function Milestones({
  milestones,
  claims,
}: InertiaProps<{ milestones: Data.Milestone[]; claims: Claim[] }>) {
  useLiveProps('milestones', ['milestones'])
  const t = useT()
  const [selected, setSelected] = useState<Data.Milestone | null>(null)
  const statusOf = (id: number) => claims.find((c) => c.milestone_id === id)?.status ?? null

  return (
    <>
      <PageHeader title={t('milestones.title')} subtitle={t('milestones.subtitle')} />
      <div className="mx-auto max-w-6xl px-4">
        <aside className="mx-auto mb-10 flex max-w-3xl gap-3 rounded-2xl border border-neon-orange/40 bg-neon-orange/10 p-4 text-sm text-slate-100">
          <ShieldAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-neon-orange" />
          <p>
            <strong className="text-neon-orange">{t('milestones.note_label')}</strong>
            {` ${t('milestones.note_text')}`}
          </p>
        </aside>
        <ul className="flex flex-wrap justify-center gap-4">
          {milestones.map((m, i) => {
            const glow =
              GLOWS[Math.min(GLOWS.length - 1, Math.floor((i * GLOWS.length) / milestones.length))]
            const status = statusOf(m.id)
            return (
              <li
                key={m.id}
                className="w-full min-[420px]:w-[calc(50%-0.5rem)] md:w-[calc((100%-2rem)/3)] lg:w-[calc((100%-3rem)/4)]"
              >
                <button
                  type="button"
                  onClick={() => setSelected(m)}
                  data-milestone={m.wagerRequired}
                  className={`group relative flex w-full flex-col items-center rounded-2xl border bg-gradient-to-b to-night-900/90 px-4 py-7 text-center transition hover:-translate-y-1 hover:brightness-125 ${glow}`}
                >
                  {status && (
                    <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-night-950/80 px-2 py-0.5 text-[0.65rem] font-semibold text-slate-100">
                      {status === 'approved' ? (
                        <CheckCircle2 aria-hidden className="h-3 w-3 text-neon-mint" />
                      ) : (
                        <Clock aria-hidden className="h-3 w-3 text-neon-cyan" />
                      )}
                      {t(
                        status === 'approved'
                          ? 'milestones.status_redeemed'
                          : 'milestones.status_in_review'
                      )}
                    </span>
                  )}
                  <CardFigure
                    label={t('milestones.card_reward')}
                    amount={m.prize}
                    amountClassName="text-3xl font-extrabold"
                  />
                  <span className="mt-4 h-px w-12 bg-current opacity-40" aria-hidden />
                  <CardFigure
                    label={t('milestones.card_wager')}
                    amount={m.wagerRequired}
                    className="mt-4"
                    amountClassName="text-lg font-bold text-white"
                  />
                  <span className="mt-5 rounded-full bg-night-950/70 px-4 py-1.5 font-display text-xs font-semibold tracking-widest text-white group-hover:bg-night-950">
                    {t('milestones.card_redeem')}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      </div>
      <RedeemDialog
        milestone={selected}
        status={selected ? statusOf(selected.id) : null}
        onClose={() => setSelected(null)}
      />
    </>
  )
}

/** A labelled dollar figure on a milestone card: the reward, then the wager it takes */
function CardFigure({
  label,
  amount,
  className = '',
  amountClassName,
}: {
  label: string
  amount: number
  className?: string
  amountClassName: string
}) {
  const locale = useLocale()
  return (
    <>
      <span
        className={`${className} text-[0.7rem] font-semibold tracking-widest text-slate-300 uppercase`}
      >
        {label}
      </span>
      <span className={`mt-1 font-display ${amountClassName}`}>{formatUsd(amount, locale)}</span>
    </>
  )
}
