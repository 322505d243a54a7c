import { useState, type FormEvent } from 'react'
import { router } from '@inertiajs/react'
import { Plus, Swords } from 'lucide-react'
import type { TournamentRecord } from '@shared/tournament_draw'
import { TOURNAMENT_LIMITS } from '@shared/tournament_draw'
import { NeonButton } from '~/components/ui/neon_button'
import { Field, WholeNumberField } from '~/components/admin/field'
import { Bracket } from '~/components/tournament/bracket'
import { TournamentStatusBadge } from '~/components/tournament/status_badge'
import { PublicPageLink } from '~/components/admin/public_page_link'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call } from '~/lib/api_client'
import { bindField } from '~/lib/bind_input'
import { useT } from '~/lib/i18n'

const EMPTY = { name: '', max_players: '16', keyword: '', prize_points: '' }

/** Creates a viewer tournament: only the name and the player limit are needed */
function CreateForm({ busy, onCreate }: { busy: boolean; onCreate: (body: object) => void }) {
  const t = useT()
  const [fields, setFields] = useState(EMPTY)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onCreate({
      name: fields.name,
      max_players: Number(fields.max_players),
      keyword: fields.keyword.trim() || null,
      prize_points: fields.prize_points ? Number(fields.prize_points) : null,
    })
  }
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-5 sm:items-end">
      <Field
        id="vt-name"
        label={t('admin_tournament.name')}
        {...bindField(fields, setFields, 'name')}
        maxLength={TOURNAMENT_LIMITS.nameLength}
        required
      />
      <WholeNumberField
        id="vt-players"
        label={t('admin_tournament.max_players')}
        min={TOURNAMENT_LIMITS.players.min}
        max={TOURNAMENT_LIMITS.players.max}
        {...bindField(fields, setFields, 'max_players')}
      />
      <Field
        id="vt-keyword"
        label={t('admin_tournament.keyword')}

        {...bindField(fields, setFields, 'keyword')}
      />
      <WholeNumberField
        id="vt-points"
        label={t('admin_tournament.prize_points')}
        {...bindField(fields, setFields, 'prize_points')}
      />
      <NeonButton type="submit" variant="vapourMint" size="sm" disabled={busy}>
        <Plus className="h-4 w-4" aria-hidden /> {t('admin_tournament.create')}
      </NeonButton>
    </form>
  )
}

/** A player's payout in their match: once both players have one, the higher moves on */
function PayoutForm({
  record,
  busy,
  onSave,
}: {
  record: TournamentRecord
  busy: boolean
  onSave: (body: object) => void
}) {
  const t = useT()
  const open = record.slots.filter(
    (s) => s.username && s.winner === null && s.id < 2 * (record.tournament.bracket_size ?? 8) - 1
  )
  const [slot, setSlot] = useState('')
  const [payout, setPayout] = useState('')
  if (open.length === 0) return null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSave({ slot: Number(slot || open[0].id), payout: Number(payout) })
  }
  return (
    <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-3 sm:items-end">
      <label className="block">
        <span className="neon-label">{t('admin_tournament.payout_player')}</span>
        <select className="neon-input" value={slot} onChange={(e) => setSlot(e.target.value)}>
          {open.map((s) => (
            <option key={s.id} value={s.id}>
              {s.username}
            </option>
          ))}
        </select>
      </label>
      <Field
        id={`vt-payout-${record.tournament.id}`}
        label={t('admin_tournament.payout')}
        type="number"
        min={0}
        step="0.01"
        value={payout}
        onChange={(e) => setPayout(e.target.value)}
        required
      />
      <NeonButton type="submit" variant="vapourBlue" size="sm" disabled={busy}>
        {t('admin_tournament.save_payout')}
      </NeonButton>
    </form>
  )
}

/**
 * The viewer tournaments (sign-up, draw, matches): create one; close its sign-up, draw its
 * bracket, decide matches by hand or by payouts. Every answer reloads the list.
 */
export function ViewerTournaments({ tournaments }: { tournaments: TournamentRecord[] }) {
  const t = useT()
  const { busy, run } = useAdminAction()
  const send = async (request: () => ReturnType<typeof call>) => {
    const data = await run(request, { failure: t('admin_tournament.update_failed') })
    if (data) router.reload({ only: ['viewer'] })
  }
  return (
    <section className="neon-panel space-y-5 p-5">
      <h2 className="flex items-center gap-2 font-display text-lg font-bold text-white">
        <Swords className="h-5 w-5 text-neon-mint" aria-hidden />{' '}
        {t('admin_tournament.viewer_title')}
      </h2>
      <p className="text-sm text-slate-400">{t('admin_tournament.viewer_hint')}</p>
      <CreateForm
        busy={busy}
        onCreate={(body) =>
          send(() => call('admin_api.tournaments.create', { body: body as never }))
        }
      />
      {tournaments.map((record) => {
        const { tournament } = record
        const params = { id: tournament.id }
        return (
          <article
            key={tournament.id}
            data-viewer-tournament={tournament.id}
            className="space-y-3 rounded-2xl border border-white/10 p-4"
          >
            <div className="flex flex-wrap items-center gap-3">
              <h3 className="font-display font-bold text-white">{tournament.name}</h3>
              <TournamentStatusBadge status={tournament.status} />
              <span className="text-sm text-slate-400">
                {t('tournament.signup_players', {
                  players: tournament.players,
                  max: tournament.max_players,
                })}
              </span>
              <div className="ml-auto flex flex-wrap gap-2">
                <PublicPageLink href={`/tournament/${tournament.id}`} />
                {tournament.status === 'signup' && (
                  <>
                    <NeonButton
                      size="sm"
                      variant="vapourMint"
                      disabled={busy}
                      onClick={() => send(() => call('admin_api.tournaments.close', { params }))}
                    >
                      {t('admin_tournament.close_signup')}
                    </NeonButton>
                    <NeonButton
                      size="sm"
                      variant="vapourPink"
                      disabled={busy}
                      onClick={() => send(() => call('admin_api.tournaments.cancel', { params }))}
                    >
                      {t('admin_tournament.cancel')}
                    </NeonButton>
                  </>
                )}
                {tournament.status === 'closed' && (
                  <NeonButton
                    size="sm"
                    variant="vapourMint"
                    disabled={busy}
                    onClick={() => send(() => call('admin_api.tournaments.seed', { params }))}
                  >
                    {t('admin_tournament.draw')}
                  </NeonButton>
                )}
              </div>
            </div>
            {record.slots.length > 0 && (
              <>
                <Bracket
                  slots={record.slots}
                  prize={tournament.prize}
                  prizePoints={tournament.prize_points}
                  size={tournament.bracket_size ?? 8}
                  busy={busy}
                  onMarkWinner={
                    tournament.status === 'running'
                      ? (slot) =>
                          void send(() =>
                            call('admin_api.tournaments.winner', { params, body: { slot } })
                          )
                      : undefined
                  }
                />
                {tournament.status === 'running' && (
                  <PayoutForm
                    record={record}
                    busy={busy}
                    onSave={(body) =>
                      send(() =>
                        call('admin_api.tournaments.payout', { params, body: body as never })
                      )
                    }
                  />
                )}
              </>
            )}
          </article>
        )
      })}
    </section>
  )
}
