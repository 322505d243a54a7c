import { useState } from 'react'
import { LEADERBOARD } from '@shared/leaderboards'
import type { BoardRow } from '@shared/leaderboards'
import { NeonButton } from '~/components/ui/neon_button'
import { StandingsTable } from '~/components/leaderboard/standings_table'

/** The ranks after the podium: 7 rows, then 'Show More' reveals the rest */
export function BoardTable({ rows, site }: { rows: BoardRow[]; site: string }) {
  const [expanded, setExpanded] = useState(false)
  return (
    <div className="mx-auto max-w-3xl">
      <StandingsTable
        rows={expanded ? rows : rows.slice(0, LEADERBOARD.initialRows)}
        site={site}
        startRank={LEADERBOARD.tableStartRank}
        caption={`Ranks ${LEADERBOARD.tableStartRank} and below`}
      />
      {!expanded && rows.length > LEADERBOARD.initialRows && (
        <div className="mt-4 text-center">
          <NeonButton variant="vapourGray" onClick={() => setExpanded(true)}>
            Show More
          </NeonButton>
        </div>
      )}
    </div>
  )
}
