import { formatUsd, formatWhole } from '@shared/format'
import type { DrawCheck, DrawRecord } from '@shared/vault_draw'
import { useLocale, useT } from '~/lib/i18n'

/** A cycle's contributions as ticket ranges (a dollar a ticket), the winning one in gold */
export function VaultTicketList({
  record,
  check,
}: {
  record: DrawRecord & { total: number }
  check: DrawCheck | null
}) {
  const t = useT()
  const locale = useLocale()
  return (
    <div>
      <h3 className="text-xs tracking-widest text-muted uppercase">
        {t('verify.contributions', {
          count: formatWhole(record.contributions.length, locale),
          total: formatUsd(record.total, locale),
        })}
      </h3>
      <ol className="mt-2 divide-y divide-white/5 rounded-lg border border-white/10 bg-night-950/60 text-sm">
        {ticketRanges(record.contributions).map((c) => (
          <li
            key={c.id}
            className={`flex flex-wrap justify-between gap-2 px-3 py-2 ${check?.winner === c.username && check.ticket >= c.from && check.ticket < c.to ? 'text-gold' : 'text-slate-200'}`}
          >
            <span className="font-semibold">{c.username}</span>
            <span className="font-mono text-xs text-slate-400">
              {t('verify.contribution_tickets', {
                amount: formatUsd(c.amount, locale),
                from: String(c.from),
                to: String(c.to - 1),
              })}
            </span>
          </li>
        ))}
      </ol>
    </div>
  )
}

function ticketRanges(contributions: DrawRecord['contributions']) {
  let from = 0
  return [...contributions]
    .sort((a, b) => a.id - b.id)
    .map((c) => {
      const range = { ...c, from, to: from + c.amount }
      from = range.to
      return range
    })
}
