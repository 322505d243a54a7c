import { useState, type FormEvent } from 'react'
import { Wallet } from 'lucide-react'
import { formatUtcDate } from '@shared/format'
import { Amount } from '~/components/ui/amount'
import { EmptyState } from '~/components/ui/empty_state'
import { NeonButton } from '~/components/ui/neon_button'
import { boardName } from '@shared/leaderboards'
import { useLocale, useT } from '~/lib/i18n'

type PayoutStatus = 'pending' | 'paid' | 'void'

export type PayoutEntry = {
  id: number
  provider: string
  end_date: string
  sha256: string | null
  winners: {
    rank: number
    name: string
    prize: number
    payout: { status: PayoutStatus; reference: string | null }
  }[]
}

type Save = (
  historyId: number,
  rank: number,
  body: { status: PayoutStatus; reference?: string }
) => Promise<boolean>

/** The winners of recent periods; each prize is marked pending, paid (with a reference) or void */
export function PayoutsPanel({
  entries,
  busy,
  onSave,
}: {
  entries: PayoutEntry[]
  busy: boolean
  onSave: Save
}) {
  const t = useT()
  const locale = useLocale()
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={Wallet}
        title={t('admin_leaderboards.payouts_empty_title')}
        text={t('admin_leaderboards.payouts_empty_text')}
      />
    )
  }
  return (
    <div className="space-y-5">
      {entries.map((entry) => (
        <article key={entry.id} className="neon-panel p-5" data-history={entry.id}>
          <h2 className="font-display text-lg font-bold tracking-wide text-white">
            {boardName(entry.provider, t)}{' '}
            <span className="text-sm font-normal text-slate-400">
              {t('admin_leaderboards.payouts_ended', {
                date: formatUtcDate(entry.end_date, locale),
              })}
            </span>
          </h2>
          {entry.sha256 && (
            <p className="mt-1 font-mono text-[11px] break-all text-slate-500">
              SHA-256 {entry.sha256}
            </p>
          )}
          <ol className="mt-3 divide-y divide-white/5 rounded-xl bg-night-950/60 ring-1 ring-white/10">
            {entry.winners.map((winner) => (
              <PayoutRow
                key={`${entry.id}-${winner.rank}-${winner.payout.status}-${winner.payout.reference}`}
                historyId={entry.id}
                provider={entry.provider}
                winner={winner}
                busy={busy}
                onSave={onSave}
              />
            ))}
          </ol>
        </article>
      ))}
    </div>
  )
}

function PayoutRow({
  historyId,
  provider,
  winner,
  busy,
  onSave,
}: {
  historyId: number
  provider: string
  winner: PayoutEntry['winners'][number]
  busy: boolean
  onSave: Save
}) {
  const [status, setStatus] = useState<PayoutStatus>(winner.payout.status)
  const [reference, setReference] = useState(winner.payout.reference ?? '')
  const t = useT()
  const id = `payout-${historyId}-${winner.rank}`
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSave(historyId, winner.rank, status === 'paid' ? { status, reference } : { status })
  }
  return (
    <li>
      <form
        onSubmit={submit}
        className="grid grid-cols-[2rem_1fr_auto] items-center gap-x-3 gap-y-2 px-4 py-2.5 text-sm sm:grid-cols-[2rem_1fr_6rem_8rem_12rem_auto]"
      >
        <span className="font-display font-bold text-slate-400">{winner.rank}</span>
        <span className="min-w-0 truncate text-white">{winner.name}</span>
        <Amount
          site={provider}
          value={winner.prize}
          className="justify-self-end font-semibold text-gold"
        />
        <label htmlFor={`${id}-status`} className="sr-only">
          {t('admin_leaderboards.payout_status_label', { rank: String(winner.rank) })}
        </label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(e) => setStatus(e.target.value as PayoutStatus)}
          className="neon-input col-span-2 h-9 py-1 sm:col-span-1"
        >
          <option value="pending">{t('admin_leaderboards.payout_pending')}</option>
          <option value="paid">{t('admin_leaderboards.payout_paid')}</option>
          <option value="void">{t('admin_leaderboards.payout_void')}</option>
        </select>
        <label htmlFor={`${id}-reference`} className="sr-only">
          {t('admin_leaderboards.payout_reference_label', { rank: String(winner.rank) })}
        </label>
        <input
          id={`${id}-reference`}
          value={status === 'paid' ? reference : ''}
          onChange={(e) => setReference(e.target.value)}
          disabled={status !== 'paid'}
          maxLength={200}
          placeholder={
            status === 'paid'
              ? t('admin_leaderboards.payout_reference')
              : t('admin_leaderboards.payout_no_reference')
          }
          className="neon-input col-span-2 h-9 py-1 disabled:opacity-50 sm:col-span-1"
        />
        <NeonButton type="submit" size="sm" variant="vapourBlue" disabled={busy}>
          {t('common.save')}
        </NeonButton>
      </form>
    </li>
  )
}
