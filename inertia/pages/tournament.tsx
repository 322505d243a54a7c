import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'
import { BRACKET_CHAMPION_PRIZE } from '@shared/tournament'
import { PageHeader } from '~/components/ui/page_header'
import { Bracket } from '~/components/tournament/bracket'
import { useLiveProps } from '~/hooks/use_live_props'

export default function TournamentPage({
  tournament,
}: InertiaProps<{ tournament: Data.Bracket | null }>) {
  useLiveProps('tournament', ['tournament'])
  return (
    <>
      <PageHeader
        title={tournament?.name ?? 'Tournament'}
        subtitle={`Eight players, one slot each, knock-out rounds live on stream. The champion takes $${(tournament?.prize ?? BRACKET_CHAMPION_PRIZE).toLocaleString('en-US')}.`}
      />
      <div className="mx-auto max-w-7xl px-4">
        {tournament ? (
          <Bracket slots={tournament.slots} prize={tournament.prize} />
        ) : (
          <div className="neon-panel px-6 py-16 text-center">
            <p className="font-display text-lg font-bold tracking-widest text-white">
              NO TOURNAMENT RIGHT NOW
            </p>
            <p className="mt-2 text-slate-300">
              The next bracket is announced on stream and Discord.
            </p>
          </div>
        )}
      </div>
    </>
  )
}
