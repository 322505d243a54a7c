import { Crown } from 'lucide-react'
import type { Data } from '@generated/data'
import { money } from '~/components/bonus_hunt/hunt_view'
import type { ColumnHead } from '~/components/ui/table_head'
import { ScrollTable } from '~/components/ui/scroll_table'

const GUESS_COLUMNS: ColumnHead[] = [
  { label: '#', className: 'px-4 py-2.5' },
  { label: 'Viewer', className: 'px-2 py-2.5' },
  { label: 'Guess', className: 'px-4 py-2.5 text-right' },
]

/** Every guess once guessing closed (closest first after the hunt finished), the winner marked */
export function GuessList({ guesses }: { guesses: Data.BonusHunt['guessing']['guesses'] }) {
  if (guesses.length === 0) {
    return <p className="mt-4 text-sm text-slate-400">Nobody guessed on this hunt.</p>
  }
  return (
    <ScrollTable
      className="mt-4"
      label="All guesses"
      scrollClassName="max-h-[320px] overflow-auto"
      tableClassName="w-full text-sm"
      rowClassName="text-left text-[0.7rem] tracking-widest text-muted uppercase"
      columns={GUESS_COLUMNS}
    >
      {guesses.map((g, i) => (
        <tr
          key={`${g.username}-${i}`}
          className={`border-t border-white/5 ${g.winner ? 'bg-gold/10' : ''}`}
        >
          <td className="px-4 py-2 font-display font-bold text-slate-300">{i + 1}</td>
          <td className="px-2 py-2 font-medium text-white">
            <span className="inline-flex items-center gap-1.5">
              {g.winner && <Crown aria-label="Winner" className="h-4 w-4 text-gold" />}
              {g.username}
            </span>
          </td>
          <td className="px-4 py-2 text-right tabular-nums text-slate-200">{money(g.amount)}</td>
        </tr>
      ))}
    </ScrollTable>
  )
}
