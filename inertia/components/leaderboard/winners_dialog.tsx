import { useEffect, useState } from 'react'
import type { Data } from '@generated/data'
import { call } from '~/lib/api_client'
import { boardName, type Board } from '@shared/leaderboards'
import type { MessageKey } from '@shared/messages'
import { NeonDialog } from '~/components/ui/neon_dialog'
import { SafeImage } from '~/components/ui/safe_image'
import { Amount } from '~/components/ui/amount'
import { StandingsTable } from '~/components/leaderboard/standings_table'
import { RedactionNote } from '~/components/verify/redaction_note'
import {
  BoardDigest,
  NamesChecked,
  type HistoryRecord,
} from '~/components/leaderboard/board_digest'
import { useHistoryMonth } from '~/components/leaderboard/history_month'
import { useT } from '~/lib/i18n'

export const WINNERS_DEFAULT_IMAGE = '/assets-static/winners-default.svg'

type HistoryItem = Data.Board['history'][number]

type Standing = HistoryItem['top'][number]

type PayoutStatus = HistoryRecord['winners'][number]['payout']['status']

/**
 * The winners of a past competition, asked for when its dialog opens (the page carries only
 * the cards' summaries); null while they load.
 */
function useWinners(provider: Board, item: HistoryItem | null) {
  const [winners, setWinners] = useState<{ id: number; rows: Standing[] } | null>(null)
  const id = item?.id
  useEffect(() => {
    if (id === undefined || provider === 'celsius') return
    let current = true
    void call('leaderboards.public.history', { params: { provider, id } }).then((result) => {
      if (current && result.ok) setWinners({ id, rows: result.data.entries })
    })
    return () => {
      current = false
    }
  }, [provider, id])
  return winners && winners.id === id ? winners.rows : null
}

/** The record of the open entry, fetched when the dialog opens (null while loading or failed) */
function useHistoryRecord(id: number | null) {
  const [loaded, setLoaded] = useState<HistoryRecord | null>(null)
  useEffect(() => {
    if (id === null) return
    let current = true
    call('leaderboards.history.show', { params: { id } })
      .then((result) => current && result.ok && setLoaded(result.data))
      .catch(() => {})
    return () => {
      current = false
    }
  }, [id])
  return loaded?.id === id ? loaded : null
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
  provider: Board
  item: HistoryItem | null
  onClose: () => void
}) {
  const t = useT()
  const date = useHistoryMonth()(item?.start_date)
  const winners = useWinners(provider, item)
  const record = useHistoryRecord(item?.id ?? null)
  return (
    <NeonDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        provider === 'celsius'
          ? t('leaderboard.winners_title_celsius')
          : t('leaderboard.winners_title', { board: boardName(provider, t) })
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
              alt={t('leaderboard.winners_image_alt', { date })}
              width={1200}
              height={675}
              className="aspect-video w-full rounded-xl border border-white/10 object-cover"
            />
          ) : (
            <WinnersTable rows={winners} site={provider} />
          )}
          <div className="mt-5 flex items-center justify-between rounded-xl border border-neon-violet/30 bg-neon-violet/10 px-4 py-3">
            <span className="font-display text-xs font-semibold tracking-widest text-slate-200 uppercase">
              {t('leaderboard.total_prize_pool')}
            </span>
            <Amount
              site={provider}
              value={item.prize}
              className="font-display text-lg font-extrabold text-white"
            />
          </div>
          {record && <Payouts record={record} site={provider} />}
          {record?.canonical && record.sha256 && (
            <BoardDigest canonical={record.canonical} sha256={record.sha256} provider={provider} />
          )}
          {record?.canonical_version === 2 && <NamesChecked record={record} />}
          <RedactionNote
            redactions={record?.redactions}
            version={record?.canonical_version}
            kind="board"
          />
        </>
      )}
    </NeonDialog>
  )
}

const PAYOUT_LABELS: Record<PayoutStatus, { text: MessageKey; tone: string }> = {
  pending: { text: 'leaderboard.payout_pending', tone: 'bg-white/5 text-slate-300 ring-white/15' },
  paid: {
    text: 'leaderboard.payout_paid',
    tone: 'bg-neon-mint/10 text-neon-mint ring-neon-mint/40',
  },
  void: { text: 'leaderboard.payout_void', tone: 'bg-red-500/10 text-red-300 ring-red-400/40' },
}

/** Each prized winner's payout: pending, paid (with its reference) or void */
function Payouts({ record, site }: { record: HistoryRecord; site: string }) {
  const t = useT()
  if (record.winners.length === 0) return null
  return (
    <section aria-label={t('leaderboard.payouts_title')} className="mt-5">
      <h3 className="neon-label">{t('leaderboard.payouts_title')}</h3>
      <ul className="divide-y divide-white/5 rounded-xl border border-white/10 bg-night-950/60">
        {record.winners.map((w) => {
          const label = PAYOUT_LABELS[w.payout.status]
          return (
            <li key={w.rank} className="flex items-center gap-3 px-3 py-2 text-sm">
              <span className="w-6 shrink-0 font-display font-bold text-slate-400">{w.rank}</span>
              <span className="min-w-0 flex-1 truncate text-white">{w.name}</span>
              <Amount site={site} value={w.prize} className="shrink-0 text-gold tabular-nums" />
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-[0.65rem] font-bold tracking-wider uppercase ring-1 ${label.tone}`}
                title={w.payout.reference ?? undefined}
              >
                {t(label.text)}
              </span>
              {w.payout.reference && (
                <span className="hidden max-w-[9rem] truncate font-mono text-xs text-slate-400 sm:inline">
                  {w.payout.reference}
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function WinnersTable({ rows, site }: { rows: Standing[] | null; site: string }) {
  const t = useT()
  if (rows === null) return <div aria-busy="true" className="min-h-48" />
  if (rows.length === 0) {
    return <p className="py-6 text-center text-slate-300">{t('leaderboard.no_winners')}</p>
  }
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
      caption={t('leaderboard.winners_caption')}
    />
  )
}
