import { useState } from 'react'
import { LEADERBOARD } from '@shared/leaderboards'
import type { BoardRow } from '@shared/leaderboards'
import { call } from '~/lib/api_client'
import { useBusy } from '~/hooks/use_busy'
import { NeonButton } from '~/components/ui/neon_button'
import { StandingsTable } from '~/components/leaderboard/standings_table'
import { useT } from '~/lib/i18n'

/**
 * The ranks after the podium: the rows that came with the board (7), then each 'Show More'
 * loads the next page of the board until all `total` entries are shown.
 */
export function BoardTable({
  provider,
  rows,
  sent,
  total,
}: {
  provider: string
  rows: BoardRow[]
  /** entries the page sent with the board (podium included) */
  sent: number
  total: number
}) {
  const t = useT()
  const [more, setMore] = useState<BoardRow[]>([])
  const { busy, run } = useBusy()
  const next = sent + more.length

  const showMore = () =>
    run(async () => {
      const result = await call('leaderboards.public.entries', {
        params: { provider },
        query: { offset: next, limit: LEADERBOARD.pageSize },
      })
      if (result.ok) setMore((loaded) => [...loaded, ...result.data.entries])
    })

  return (
    <div className="mx-auto max-w-3xl">
      <StandingsTable
        rows={[...rows, ...more]}
        site={provider}
        startRank={LEADERBOARD.tableStartRank}
        caption={t('leaderboard.table_caption', { rank: String(LEADERBOARD.tableStartRank) })}
      />
      {next < total && (
        <div className="mt-4 text-center">
          <NeonButton variant="vapourGray" onClick={showMore} disabled={busy} aria-busy={busy}>
            {t('leaderboard.show_more')}
          </NeonButton>
        </div>
      )}
    </div>
  )
}
