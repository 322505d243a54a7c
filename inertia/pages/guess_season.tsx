import { Link } from '@inertiajs/react'
import { Target } from 'lucide-react'
import type { InertiaProps } from '~/types'
import { PageHeader } from '~/components/ui/page_header'
import { ScrollTable } from '~/components/ui/scroll_table'
import { useLiveProps } from '~/hooks/use_live_props'
import { shownName } from '@shared/deleted_user'
import { formatUtcMonth, formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

/** 'November 2026' for '2026-11' (the board's months are UTC) */
const monthName = (month: string, locale: Parameters<typeof formatUtcMonth>[1]) =>
  formatUtcMonth(new Date(`${month}-01T00:00:00Z`), locale)

/** The rule's formula breaks only after its commas, so a phone never splits `|guess − final|` */
const unbrokenRule = (rule: string) => rule.replace(/ /g, '\u00a0').replace(/,\u00a0/g, ', ')

type Row = { rank: number; username: string; points: number; best: number; hunts: number }

type Props = {
  board: { month: string; rows: Row[] }
  previous: string
  /** how a guess earns its closeness points, as the server computes them */
  rule: string
}

/**
 * /leaderboard/guessers: the guessing season board, points race style: closeness points summed
 * over the month's finished hunts, the best single guess and the hunts guessed
 */
export default function GuessSeason({ board, previous, rule }: InertiaProps<Props>) {
  useLiveProps('hunt', ['board'])
  const t = useT()
  const locale = useLocale()
  const columns = [
    { label: t('hunt.season_rank'), className: 'px-3 py-2 sm:px-4' },
    { label: t('hunt.season_player'), className: 'px-2 py-2' },
    { label: t('hunt.season_hunts'), className: 'px-2 py-2 text-right sm:px-4' },
    { label: t('hunt.season_best'), className: 'px-2 py-2 text-right sm:px-4' },
    { label: t('hunt.season_points'), className: 'px-3 py-2 text-right sm:px-4' },
  ]
  return (
    <>
      <PageHeader
        title={t('hunt.season_title')}
        subtitle={t('hunt.season_subtitle', { month: monthName(board.month, locale) })}
      >
        <Link
          href={`/leaderboard/guessers?month=${previous}`}
          className="mt-3 inline-flex text-xs tracking-widest text-neon-cyan uppercase hover:underline"
        >
          {t('hunt.season_previous', { month: monthName(previous, locale) })}
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-4xl space-y-4 px-4">
        <p className="flex items-center gap-2 text-sm text-slate-300">
          <Target aria-hidden className="h-4 w-4 shrink-0 text-neon-mint" />
          {t('hunt.season_rule', { rule: unbrokenRule(rule) })}
        </p>
        {board.rows.length === 0 ? (
          <div className="neon-panel px-6 py-12 text-center text-slate-300">
            {t('hunt.season_empty')}
          </div>
        ) : (
          <ScrollTable
            label={t('hunt.season_title')}
            scrollClassName="overflow-x-auto"
            tableClassName="w-full text-sm"
            rowClassName="text-left text-[0.7rem] tracking-widest text-muted uppercase"
            columns={columns}
          >
            {board.rows.map((row) => (
              <tr key={row.rank} data-season-row={row.rank} className="border-t border-white/5">
                <td className="px-3 py-2 font-display font-bold text-slate-300 sm:px-4">
                  {row.rank}
                </td>
                <td className="px-2 py-2 font-medium text-white">{shownName(row.username, t)}</td>
                <td className="px-2 py-2 text-right tabular-nums text-slate-200 sm:px-4">
                  {formatWhole(row.hunts, locale)}
                </td>
                <td className="px-2 py-2 text-right tabular-nums text-slate-200 sm:px-4">
                  {formatWhole(row.best, locale)}
                </td>
                <td className="px-3 py-2 text-right font-bold tabular-nums text-neon-mint sm:px-4">
                  {formatWhole(row.points, locale)}
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </div>
    </>
  )
}
