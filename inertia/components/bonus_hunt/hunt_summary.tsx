import type { Data } from '@generated/data'
import { progressPercent, summaryMulti } from '@shared/rules'

/** '$1,234.56' */
export function formatMoney(amount: number) {
  return (Number.isFinite(amount) ? amount : 0).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
  })
}

/** The hunt's summary tiles and the opened-bonuses progress bar */
export function HuntSummary({ hunt }: { hunt: Data.BonusHunt }) {
  const tiles = [
    { label: 'Total Bonuses', value: String(hunt.bonuses_total), tone: 'text-white' },
    { label: 'Start Balance', value: formatMoney(hunt.starting_balance), tone: 'text-neon-cyan' },
    { label: 'Total Won', value: formatMoney(hunt.total_won), tone: 'text-neon-mint' },
    { label: 'Current Multi', value: summaryMulti(hunt.current_x), tone: 'text-neon-pink' },
    { label: 'Required Multi', value: summaryMulti(hunt.avg_x_required), tone: 'text-neon-orange' },
  ]
  const percent = progressPercent(hunt.bonuses_completed, hunt.bonuses_total)
  return (
    <div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {tiles.map((tile) => (
          <div
            key={tile.label}
            className="rounded-xl bg-night-950/60 px-4 py-3 ring-1 ring-white/10 last:col-span-2 sm:last:col-span-1"
          >
            <dt className="text-[11px] font-semibold tracking-wider text-slate-400 uppercase">
              {tile.label}
            </dt>
            <dd className={`mt-1 font-display text-lg font-bold ${tile.tone}`}>{tile.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <div className="mb-1.5 flex justify-between text-xs text-slate-400">
          <span>Bonuses opened</span>
          <span>
            {hunt.bonuses_completed} / {hunt.bonuses_total}
          </span>
        </div>
        <div
          className="h-2.5 overflow-hidden rounded-full bg-white/10"
          role="progressbar"
          aria-label="Bonuses opened"
          aria-valuemin={0}
          aria-valuemax={hunt.bonuses_total}
          aria-valuenow={hunt.bonuses_completed}
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-neon-pink to-neon-cyan transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
    </div>
  )
}
