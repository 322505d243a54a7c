import { useState } from 'react'
import { RotateCcw, Swords, Users } from 'lucide-react'
import type { Data } from '@generated/data'
import type { InertiaProps } from '~/types'
import { AdminPage } from '~/components/admin/admin_page'
import { PublicPageLink } from '~/components/admin/public_page_link'
import { EntrantsForm, type EntrantsPayload } from '~/components/admin/tournament/entrants_form'
import { Bracket } from '~/components/tournament/bracket'
import { ConfirmDialog } from '~/components/admin/confirm_dialog'
import { NeonButton } from '~/components/ui/neon_button'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call, type ApiResult } from '~/lib/api_client'
import { useServerValue } from '~/hooks/use_server_value'
import { useT } from '~/lib/i18n'
import type { TournamentRecord } from '@shared/tournament_draw'
import { ViewerTournaments } from '~/components/admin/tournament/viewer_tournaments'

type Tournament = Data.Bracket

export default function AdminTournament(
  props: InertiaProps<{ tournament: Tournament | null; viewer: TournamentRecord[] }>
) {
  const t = useT()
  const [tournament, setTournament] = useServerValue(props.tournament)
  const [confirmReset, setConfirmReset] = useState(false)
  const { busy, run } = useAdminAction()

  /** Every call answers the bracket as it now is: the page shows that */
  const send = async (request: () => Promise<ApiResult<{ tournament: Tournament | null }>>) => {
    const data = await run(request, {
      failure: t('admin_tournament.update_failed'),
      accept: (answer) => 'tournament' in answer,
    })
    if (data) setTournament(data.tournament)
    return data !== null
  }

  const saveEntrants = (payload: EntrantsPayload) =>
    send(() => call('admin_api.tournament.entrants', { body: payload }))

  return (
    <AdminPage title={t('admin_tournament.title')} subtitle={t('admin_tournament.subtitle')}>
      <div className="space-y-6">
        <ViewerTournaments tournaments={props.viewer} />
        <section className="neon-panel p-5">
          <h2 className="mb-4 flex items-center gap-2 font-display text-lg font-bold text-white">
            <Users className="h-5 w-5 text-neon-cyan" aria-hidden />{' '}
            {t('admin_tournament.entrants')}
          </h2>
          <EntrantsForm
            key={tournament?.id ?? 'new'}
            tournament={tournament}
            busy={busy}
            onSave={saveEntrants}
          />
        </section>

        {tournament && (
          <section className="neon-panel p-5">
            <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
              <h2 className="flex items-center gap-2 font-display text-lg font-bold text-white">
                <Swords className="h-5 w-5 text-neon-pink" aria-hidden /> {tournament.name}
              </h2>
              <div className="flex flex-wrap gap-2">
                <PublicPageLink href="/tournament" />
                <NeonButton variant="vapourPink" size="sm" onClick={() => setConfirmReset(true)}>
                  <RotateCcw className="h-4 w-4" aria-hidden /> {t('admin_tournament.reset')}
                </NeonButton>
              </div>
            </div>
            <Bracket
              slots={tournament.slots}
              prize={tournament.prize}
              busy={busy}
              onMarkWinner={(slot) =>
                send(() => call('admin_api.tournament.winner', { body: { slot } }))
              }
            />
          </section>
        )}
      </div>

      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={t('admin_tournament.reset')}
        confirmLabel={t('admin_tournament.reset')}
        busyLabel={t('admin_tournament.resetting')}
        message={t('admin_tournament.reset_message')}
        busy={busy}
        onConfirm={async () => {
          if (await send(() => call('admin_api.tournament.reset', {}))) setConfirmReset(false)
        }}
      />
    </AdminPage>
  )
}
