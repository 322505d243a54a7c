import { Crown, Trophy } from 'lucide-react'
import {
  BRACKET_ROUNDS,
  championDecided,
  pairedSlot,
  winnerRefusal,
  type BracketSlotState,
} from '@shared/bracket'
import { formatUsd } from '@shared/leaderboard_admin'

const ROUNDS = [
  { title: 'Prelims', ids: BRACKET_ROUNDS.prelim },
  { title: 'Semi-finals', ids: BRACKET_ROUNDS.semi },
  { title: 'Final', ids: BRACKET_ROUNDS.final },
] as const

function SlotLine({
  slot,
  onWin,
  busy,
  slots,
}: {
  slot: BracketSlotState
  slots: BracketSlotState[]
  onWin?: (id: number) => void
  busy?: boolean
}) {
  const lost = slot.winner === false
  const won = slot.winner === true
  const refusal = winnerRefusal(slots, slot.id)
  return (
    <div
      className={`flex items-center gap-2 px-3 py-2 transition ${lost ? 'opacity-40' : ''} ${won ? 'bg-neon-mint/10' : ''}`}
      data-slot={slot.id}
      data-state={won ? 'won' : lost ? 'lost' : 'open'}
    >
      <div className="min-w-0 flex-1">
        <p
          className={`truncate text-sm font-semibold ${slot.username ? 'text-white' : 'text-slate-600 italic'} ${lost ? 'line-through' : ''}`}
        >
          {slot.username ?? 'TBD'}
        </p>
        {slot.slotName && <p className="truncate text-xs text-slate-400">{slot.slotName}</p>}
      </div>
      {won && <Trophy className="h-4 w-4 shrink-0 text-neon-mint" aria-label="Winner" />}
      {onWin && !won && (
        <button
          type="button"
          onClick={() => onWin(slot.id)}
          disabled={busy || refusal !== null}
          title={refusal ?? `Mark ${slot.username} as winner`}
          aria-label={`Mark ${slot.username ?? 'slot'} ${slot.id} as winner`}
          className="shrink-0 rounded-md bg-neon-mint/10 px-2.5 py-1 font-display text-[10px] font-bold tracking-widest text-neon-mint uppercase ring-1 ring-neon-mint/50 transition hover:bg-neon-mint/20 disabled:cursor-not-allowed disabled:opacity-25"
        >
          Win
        </button>
      )}
    </div>
  )
}

/**
 * The bracket by round, each match a card of two slots; the champion panel shows once both
 * finalists have a result. With `onWin`, each playable slot gets a Win button (disabled for
 * a lost slot or an undecidable match).
 */
export function BracketView({
  slots,
  prize,
  onWin,
  busy,
}: {
  slots: BracketSlotState[]
  prize: number
  onWin?: (id: number) => void
  busy?: boolean
}) {
  const byId = (id: number) => slots.find((s) => s.id === id)!
  const champion = byId(15)
  return (
    <div className="grid gap-5 md:grid-cols-4">
      {ROUNDS.map((round) => (
        <section key={round.title} aria-label={round.title} className="flex flex-col">
          <h3 className="neon-label mb-2 text-center">{round.title}</h3>
          <div className="flex flex-1 flex-col justify-around gap-3">
            {round.ids
              .filter((id) => id % 2 === 1)
              .map((id) => (
                <div
                  key={id}
                  className="divide-y divide-white/10 overflow-hidden rounded-xl bg-night-950/70 ring-1 ring-white/10"
                >
                  {[id, pairedSlot(id)!].map((slotId) => (
                    <SlotLine
                      key={slotId}
                      slot={byId(slotId)}
                      slots={slots}
                      onWin={onWin}
                      busy={busy}
                    />
                  ))}
                </div>
              ))}
          </div>
        </section>
      ))}
      <section aria-label="Champion" className="flex flex-col">
        <h3 className="neon-label mb-2 text-center">Champion</h3>
        <div className="flex flex-1 items-center">
          {championDecided(slots) && champion.username ? (
            <div className="w-full rounded-2xl bg-gradient-to-b from-gold/20 to-neon-orange/5 p-5 text-center ring-1 ring-gold/60 shadow-[0_0_32px_rgb(255_213_74/0.25)]">
              <Crown className="mx-auto h-8 w-8 text-gold" aria-hidden />
              <p className="mt-2 font-display text-lg font-extrabold text-white">
                {champion.username}
              </p>
              {champion.slotName && <p className="text-xs text-slate-300">{champion.slotName}</p>}
              <p className="mt-3 font-display text-xl font-extrabold text-gold">
                {formatUsd(prize)}
              </p>
            </div>
          ) : (
            <div className="w-full rounded-2xl border border-dashed border-white/15 p-5 text-center text-sm text-slate-500">
              <Crown className="mx-auto mb-2 h-7 w-7 text-slate-600" aria-hidden />
              Decided in the final
            </div>
          )}
        </div>
      </section>
    </div>
  )
}
