import { Crown } from 'lucide-react'
import { shownName } from '@shared/deleted_user'
import type { Data } from '@generated/data'
import { formatWhole } from '@shared/format'
import { money } from '~/components/bonus_hunt/hunt_view'
import type { ColumnHead } from '~/components/ui/table_head'
import { ScrollTable } from '~/components/ui/scroll_table'
import { useLocale, useT } from '~/lib/i18n'

/** Every guess once guessing closed (closest first after the hunt finished), the winner marked */
export function GuessList({ guesses }: { guesses: Data.BonusHunt['guessing']['guesses'] }) {
  const t = useT()
  const locale = useLocale()
  if (guesses.length === 0) {
    return <p className="mt-4 text-sm text-slate-400">{t('hunt.no_guesses')}</p>
  }
  const columns: ColumnHead[] = [
    { label: '#', className: 'px-4 py-2.5' },
    { label: t('hunt.guess_col_viewer'), className: 'px-2 py-2.5' },
    { label: t('hunt.guess_col_guess'), className: 'px-4 py-2.5 text-right' },
  ]
  return (
    <ScrollTable
      className="mt-4"
      label={t('hunt.all_guesses')}
      scrollClassName="max-h-[320px] overflow-auto"
      tableClassName="w-full text-sm"
      rowClassName="text-left text-[0.7rem] tracking-widest text-muted uppercase"
      columns={columns}
    >
      {guesses.map((g, i) => (
        <tr
          key={`${g.username}-${i}`}
          className={`border-t border-white/5 ${g.winner ? 'bg-gold/10' : ''}`}
        >
          <td className="px-4 py-2 font-display font-bold text-slate-300">{i + 1}</td>
          <td className="px-2 py-2 font-medium text-white">
            <span className="inline-flex items-center gap-1.5">
              {g.winner && <Crown aria-label={t('hunt.winner')} className="h-4 w-4 text-gold" />}
              {shownName(g.username, t)}
            </span>
          </td>
          <td className="px-4 py-2 text-right tabular-nums text-slate-200">
            {money(g.amount, locale)}
            {g.place !== null && g.prize ? (
              <span data-guess-place={g.place} className="ml-2 text-xs text-gold">
                {t('hunt.place_prize', {
                  place: g.place,
                  points: formatWhole(g.prize, locale),
                })}
              </span>
            ) : null}
          </td>
        </tr>
      ))}
    </ScrollTable>
  )
}
