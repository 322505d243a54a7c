import type { ReactNode } from 'react'
import { Crown, Trophy } from 'lucide-react'
import {
  bracketRounds,
  championDecided,
  championSlot,
  winnerRefusal,
  type BracketSlotState,
} from '@shared/tournament'
import { formatUsd, formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'
import type { MessageKey, Translate } from '@shared/messages'

/**
 * The playing rounds of a bracket of `size`, each with its title: from the end the final, the
 * semi-finals and the quarter-finals, before them 'Round n' (the 8-player bracket's first
 * round keeps its name, Prelims)
 */
function playingRounds(size: number, t: Translate) {
  const rounds = bracketRounds(size).slice(0, -1)
  return rounds.map((ids, index) => {
    const key = `r${index}`
    if (ids.length === 2) return { key: 'final', ids, title: t('tournament.round_final') }
    if (ids.length === 4) return { key: 'semi', ids, title: t('tournament.round_semi') }
    if (size === 8 && index === 0)
      return { key: 'prelim', ids, title: t('tournament.round_prelim') }
    if (ids.length === 8) return { key: 'quarter', ids, title: t('tournament.round_quarter') }
    return { key, ids, title: t('tournament.round_n', { n: index + 1 }) }
  })
}

function Slot({
  slot,
  refusal,
  busy,
  onMarkWinner,
  firstRound,
  dense,
}: {
  slot: BracketSlotState & { payout?: number | null }
  /** why this slot cannot win now (shared/tournament.ts), or null */
  refusal: MessageKey | null
  busy?: boolean
  onMarkWinner?: (id: number) => void
  /** a first-round slot: empty and lost is a bye */
  firstRound: boolean
  /** one line per slot (the player), for an overlay */
  dense?: boolean
}) {
  const t = useT()
  const locale = useLocale()
  const bye = firstRound && slot.username === null && slot.winner === false
  const lost = slot.winner === false
  const won = slot.winner === true
  return (
    <div
      data-slot={slot.id}
      data-result={won ? 'won' : lost ? 'lost' : 'open'}
      className={`flex items-center gap-3 rounded-xl border px-3 ${dense ? 'py-1' : 'py-2.5'} transition ${
        won
          ? 'border-neon-mint/60 bg-neon-mint/10 shadow-[0_0_18px_-6px_rgb(61_255_197/0.6)]'
          : lost
            ? 'border-white/5 bg-night-900/60 opacity-60'
            : 'border-white/10 bg-night-900/80'
      }`}
    >
      <div className="min-w-0 flex-1">
        <p
          className={`truncate text-sm font-semibold ${slot.username ? 'text-white' : 'text-slate-400'}`}
        >
          {bye ? t('tournament.slot_bye') : (slot.username ?? t('tournament.slot_open'))}
        </p>
        <p className={`truncate text-xs text-slate-300 ${dense ? 'hidden' : ''}`}>
          {slot.slotName ?? '-'}
          {slot.payout !== null && slot.payout !== undefined && (
            <span className="ml-1.5 text-neon-cyan">
              {t('tournament.payout', { amount: formatWhole(slot.payout, locale) })}
            </span>
          )}
        </p>
      </div>
      {won && (
        <span className="rounded-full bg-neon-mint/15 px-2 py-0.5 font-display text-[0.6rem] font-bold tracking-widest text-neon-mint">
          {t('tournament.slot_won')}
        </span>
      )}
      {lost && <span className="sr-only">{t('tournament.slot_lost')}</span>}
      {onMarkWinner && (
        <button
          type="button"
          disabled={busy || refusal !== null}
          title={refusal === null ? undefined : t(refusal)}
          aria-label={t('tournament.mark_winner', {
            name: slot.username ?? t('tournament.slot_open'),
          })}
          onClick={() => onMarkWinner(slot.id)}
          className="rounded-lg bg-neon-mint/10 px-2 py-1 text-xs font-semibold text-neon-mint ring-1 ring-neon-mint/40 disabled:opacity-40"
        >
          {t('tournament.mark_winner_button')}
        </button>
      )}
    </div>
  )
}

/** A column of the bracket: its heading (in the round's `tone`), then what the round holds */
function RoundColumn({
  id,
  title,
  tone,
  children,
}: {
  id: string
  title: string
  tone: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`round-${id}`} className="flex flex-col">
      <h2
        id={`round-${id}`}
        className={`mb-3 text-center font-display text-xs font-bold tracking-[0.25em] ${tone} uppercase`}
      >
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * The tournament bracket: its rounds (8 entrants, semis and final for the bracket typed by
 * hand; up to 64 players for a viewer tournament) and the champion. Read-only unless
 * `onMarkWinner` is given (the admin page), then each slot has a win button, enabled only
 * where the advance rules allow a winner (a player, a known opponent, an undecided match).
 * Wider than 8 players the rounds scroll sideways on a phone instead of stacking.
 */
export function Bracket({
  slots,
  prize,
  prizePoints = null,
  size = 8,
  onMarkWinner,
  busy,
  dense = false,
}: {
  slots: (BracketSlotState & { payout?: number | null })[]
  prize: number
  /** the champion's points prize (a viewer tournament), shown instead of a cash prize of 0 */
  prizePoints?: number | null
  size?: number
  onMarkWinner?: (id: number) => void
  /** a request runs: win buttons wait */
  busy?: boolean
  /** one line per slot and tighter rounds (the overlay of a large bracket) */
  dense?: boolean
}) {
  const t = useT()
  const locale = useLocale()
  const byId = new Map(slots.map((s) => [s.id, s]))
  const champion = byId.get(championSlot(size))
  const decided = championDecided(slots, size)
  const rounds = playingRounds(size, t)
  const wide = rounds.length > 3
  return (
    <div
      data-bracket-size={size}
      className={
        wide
          ? 'grid auto-cols-[minmax(11rem,1fr)] grid-flow-col gap-4 overflow-x-auto pb-2'
          : 'grid gap-8 lg:grid-cols-4 lg:gap-5'
      }
    >
      {rounds.map((round, roundIndex) => (
        <RoundColumn key={round.key} id={round.key} title={round.title} tone="text-neon-cyan">
          <div className={`flex flex-1 flex-col justify-around ${dense ? 'gap-1.5' : 'gap-4'}`}>
            {Array.from({ length: round.ids.length / 2 }, (_, pair) => (
              <div
                key={pair}
                className={`rounded-2xl border border-white/5 bg-night-950/40 ${dense ? 'space-y-1 p-1' : 'space-y-1.5 p-2'}`}
              >
                {round.ids.slice(pair * 2, pair * 2 + 2).map((id) => {
                  const slot = byId.get(id)
                  return slot ? (
                    <Slot
                      key={id}
                      slot={slot}
                      refusal={winnerRefusal(slots, id, size)}
                      busy={busy}
                      onMarkWinner={onMarkWinner}
                      firstRound={roundIndex === 0}
                      dense={dense}
                    />
                  ) : null
                })}
              </div>
            ))}
          </div>
        </RoundColumn>
      ))}
      <RoundColumn id="champion" title={t('tournament.round_champion')} tone="text-gold">
        <div className="flex flex-1 items-center">
          <div
            data-champion={decided ? 'decided' : 'open'}
            className="w-full rounded-2xl border border-gold/50 bg-gradient-to-b from-gold/20 to-night-900/90 p-6 text-center shadow-[0_0_40px_-10px_rgb(255_213_74/0.6)]"
          >
            <Crown
              aria-hidden
              className="mx-auto h-9 w-9 text-gold drop-shadow-[0_0_8px_#ffd54a]"
            />
            {decided && champion?.username ? (
              <>
                <p className="mt-3 truncate font-display text-xl font-extrabold text-white">
                  {champion.username}
                </p>
                <p className="truncate text-sm text-slate-300">{champion.slotName}</p>
              </>
            ) : (
              <p className="mt-3 font-display text-sm font-bold tracking-widest text-slate-300">
                {t('tournament.champion_open')}
              </p>
            )}
            <p className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-night-950/70 px-3 py-1 font-display text-sm font-bold text-gold">
              <Trophy aria-hidden className="h-4 w-4" />
              {prizePoints && !prize
                ? t('tournament.points_prize', { points: formatWhole(prizePoints, locale) })
                : formatUsd(prize, locale)}
            </p>
          </div>
        </div>
      </RoundColumn>
    </div>
  )
}
