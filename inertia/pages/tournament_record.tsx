import { Link } from '@inertiajs/react'
import { ArrowLeft, Trophy } from 'lucide-react'
import type { InertiaProps } from '~/types'
import type { PinnedChain } from '@shared/draw_procedure'
import type { TournamentRecord } from '@shared/tournament_draw'
import { PageHeader } from '~/components/ui/page_header'
import { Bracket } from '~/components/tournament/bracket'
import { SignupCard } from '~/components/tournament/signup_card'
import { TournamentStatusBadge } from '~/components/tournament/status_badge'
import { RaffleCheckPanel } from '~/components/raffles/raffle_check_panel'
import { BeaconOffNotice } from '~/components/ui/beacon_off_notice'
import { useLiveProps } from '~/hooks/use_live_props'
import { call } from '~/lib/api_client'
import { useT } from '~/lib/i18n'

type Props = {
  record: TournamentRecord
  beaconUrl: string | null
  beaconVerified: boolean
  pinnedChain: PinnedChain | null
}

/**
 * /tournament/:id: one tournament, live or past: its sign-up, its bracket, the seeds in draw
 * order and the seeding's check (the raffle's check panel over the same draw)
 */
export default function TournamentRecordPage({
  record,
  beaconUrl,
  beaconVerified,
  pinnedChain,
}: InertiaProps<Props>) {
  useLiveProps('tournament', ['record'])
  const t = useT()
  const { tournament, seeding } = record
  const load = async () => {
    const result = await call('tournaments.record', { params: { id: tournament.id } })
    return result.ok ? (result.data as TournamentRecord).seeding : null
  }
  return (
    <>
      <PageHeader title={tournament.name}>
        <Link
          href="/tournament"
          className="mt-3 inline-flex items-center gap-1 text-xs tracking-widest text-neon-cyan uppercase hover:underline"
        >
          <ArrowLeft aria-hidden className="h-3 w-3" /> {t('tournament.all_tournaments')}
        </Link>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-8 px-4">
        {!beaconVerified && seeding && (
          <BeaconOffNotice className="">{t('tournament.beacon_off')}</BeaconOffNotice>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <TournamentStatusBadge status={tournament.status} />
          {tournament.champion && (
            <span className="inline-flex items-center gap-1.5 font-display text-sm font-bold text-gold">
              <Trophy aria-hidden className="h-4 w-4" />
              {t('tournament.past_champion', { name: tournament.champion })}
            </span>
          )}
        </div>
        {(tournament.status === 'signup' || tournament.status === 'closed') && (
          <SignupCard tournament={tournament} />
        )}
        {record.slots.length > 0 && (
          <Bracket
            slots={record.slots}
            prize={tournament.prize}
            prizePoints={tournament.prize_points}
            size={tournament.bracket_size ?? 8}
          />
        )}
        <section className="neon-panel p-5">
          <h2 className="font-display text-xs font-bold tracking-widest text-neon-cyan uppercase">
            {seeding && seeding.winners.length > 0
              ? t('tournament.seeds')
              : t('tournament.players')}
          </h2>
          <ol className="mt-3 grid list-decimal gap-x-6 gap-y-1 pl-5 text-sm text-slate-200 sm:grid-cols-2 lg:grid-cols-4">
            {(seeding && seeding.winners.length > 0 ? seeding.winners : record.entries).map(
              (entry, index) => (
                <li key={`${entry.username}-${index}`}>{entry.username}</li>
              )
            )}
          </ol>
          {record.entries.length === 0 && (
            <p className="mt-2 text-sm text-slate-400">{t('tournament.no_players')}</p>
          )}
        </section>
        {seeding ? (
          <RaffleCheckPanel
            record={seeding}
            beaconUrl={beaconUrl}
            pinnedChain={pinnedChain}
            load={load}
            kind="tournament"
          />
        ) : (
          <p className="text-sm text-slate-400">{t('tournament.by_hand')}</p>
        )}
      </div>
    </>
  )
}
