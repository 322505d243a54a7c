import { useEffect, useState } from 'react'
import type { Data } from '@generated/data'
import { PROVIDER_LABELS, type Provider } from '@shared/leaderboards'
import { historyDateLabel } from '@shared/leaderboards'
import { NeonDialog } from '~/components/ui/neon_dialog'
import { SafeImage } from '~/components/ui/safe_image'
import { Amount } from '~/components/ui/amount'
import { StandingsTable } from '~/components/leaderboard/standings_table'
import { api } from '~/lib/api'

export const WINNERS_DEFAULT_IMAGE = '/assets-static/winners-default.svg'

type HistoryItem = Data.Board['history'][number]

type Standing = HistoryItem['top'][number]

/** A past competition in full, as GET /api/leaderboards/:provider/history/:id answers it */
type FullHistoryItem = { leaderboard: Standing[]; entries: Standing[] }

/**
 * The winners of a past competition, asked for when its dialog opens (the page carries only
 * the cards' summaries); null while they load.
 */
function useWinners(provider: Provider, item: HistoryItem | null) {
  const [winners, setWinners] = useState<{ id: number; rows: Standing[] } | null>(null)
  const id = item?.id
  useEffect(() => {
    if (id === undefined || provider === 'celsius') return
    let current = true
    void api<FullHistoryItem>('GET', `/api/leaderboards/${provider}/history/${id}`).then(
      (result) => {
        if (current && result.ok) setWinners({ id, rows: result.data.entries })
      }
    )
    return () => {
      current = false
    }
  }, [provider, id])
  return winners && winners.id === id ? winners.rows : null
}

/**
 * The winners of a past competition. Celsius shows the winners image made for that end date
 * (the default image when there is none); the other boards list the winners.
 */
export function WinnersDialog({
  provider,
  item,
  onClose,
}: {
  provider: Provider
  item: HistoryItem | null
  onClose: () => void
}) {
  const date = historyDateLabel(item?.start_date)
  const winners = useWinners(provider, item)
  return (
    <NeonDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        provider === 'celsius'
          ? 'Celsius Leaderboard Winners'
          : `${PROVIDER_LABELS[provider]} Leaderboard Winners`
      }
      description={date}
      size="lg"
    >
      {item && (
        <>
          {provider === 'celsius' ? (
            <SafeImage
              src={item.winner_image}
              fallback={WINNERS_DEFAULT_IMAGE}
              alt={`Winners of the Celsius leaderboard, ${date}`}
              width={1200}
              height={675}
              className="aspect-video w-full rounded-xl border border-white/10 object-cover"
            />
          ) : (
            <WinnersTable rows={winners} site={provider} />
          )}
          <div className="mt-5 flex items-center justify-between rounded-xl border border-neon-violet/30 bg-neon-violet/10 px-4 py-3">
            <span className="font-display text-xs font-semibold tracking-widest text-slate-200 uppercase">
              Total Prize Pool
            </span>
            <Amount
              site={provider}
              value={item.prize}
              className="font-display text-lg font-extrabold text-white"
            />
          </div>
        </>
      )}
    </NeonDialog>
  )
}

function WinnersTable({ rows, site }: { rows: Standing[] | null; site: string }) {
  if (rows === null) return <div aria-busy="true" className="min-h-48" />
  if (rows.length === 0) return <p className="py-6 text-center text-slate-300">No winners yet</p>
  return (
    <StandingsTable
      rows={rows.map((r) => ({
        username: r.name,
        avatar: r.avatar,
        wagered: r.wagered,
        prize: r.prize,
      }))}
      site={site}
      startRank={1}
      caption="Winners"
    />
  )
}
