import { Link } from '@inertiajs/react'
import { Trophy } from 'lucide-react'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'
import { BRACKET_CHAMPION_PRIZE } from '@shared/tournament'
import type { TournamentRecord } from '@shared/tournament_draw'
import { PageHeader } from '~/components/ui/page_header'
import { Bracket } from '~/components/tournament/bracket'
import { SignupCard } from '~/components/tournament/signup_card'
import { useLiveProps } from '~/hooks/use_live_props'
import { formatUsd, formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

type Summary = TournamentRecord['tournament']

type Props = {
  tournament: Data.Bracket | null
  tournaments: { open: Summary[]; past: Summary[] }
}

/** The finished tournaments, each linked to its bracket and seeding record */
function PastTournaments({ past }: { past: Summary[] }) {
  const t = useT()
  return (
    <section aria-labelledby="past-tournaments" className="neon-panel p-5">
      <h2
        id="past-tournaments"
        className="font-display text-xs font-bold tracking-widest text-neon-cyan uppercase"
      >
        {t('tournament.past_title')}
      </h2>
      {past.length === 0 ? (
        <p className="mt-3 text-sm text-slate-400">{t('tournament.past_none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-white/5">
          {past.map((p) => (
            <li key={p.id} data-past={p.id} className="flex flex-wrap items-center gap-3 py-2">
              <Link
                href={`/tournament/${p.id}`}
                className="font-semibold text-white hover:underline"
              >
                {p.name}
              </Link>
              {p.champion && (
                <span className="inline-flex items-center gap-1 text-sm text-gold">
                  <Trophy aria-hidden className="h-3.5 w-3.5" />
                  {t('tournament.past_champion', { name: p.champion })}
                </span>
              )}
              <Link
                href={`/tournament/${p.id}`}
                className="ml-auto text-xs tracking-widest text-neon-cyan uppercase hover:underline"
              >
                {t('tournament.view')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * /tournament: the bracket being played (or the last one finished), the viewer tournaments
 * taking sign-ups, and the past ones with their seeding records
 */
export default function TournamentPage({ tournament, tournaments }: InertiaProps<Props>) {
  useLiveProps('tournament', ['tournament', 'tournaments'])
  const t = useT()
  const locale = useLocale()
  return (
    <>
      <PageHeader
        title={tournament?.name ?? t('tournament.title')}
        subtitle={
          tournament && !tournament.byHand
            ? t('tournament.subtitle_viewers', {
                players: formatWhole(tournament.size, locale),
                prize:
                  tournament.prizePoints && !tournament.prize
                    ? t('tournament.points_prize', {
                        points: formatWhole(tournament.prizePoints, locale),
                      })
                    : formatUsd(tournament.prize, locale),
              })
            : t('tournament.subtitle', {
                prize: formatUsd(tournament?.prize ?? BRACKET_CHAMPION_PRIZE, locale),
              })
        }
      />
      <div className="mx-auto max-w-7xl space-y-8 px-4">
        {tournaments.open.length > 0 && (
          <div className="grid gap-4 md:grid-cols-2">
            {tournaments.open.map((open) => (
              <SignupCard key={open.id} tournament={open} />
            ))}
          </div>
        )}
        {tournament ? (
          <Bracket
            slots={tournament.slots}
            prize={tournament.prize}
            prizePoints={tournament.prizePoints}
            size={tournament.size}
          />
        ) : (
          <div className="neon-panel px-6 py-16 text-center">
            <p className="font-display text-lg font-bold tracking-widest text-white">
              {t('tournament.none_title')}
            </p>
            <p className="mt-2 text-slate-300">{t('tournament.none_text')}</p>
          </div>
        )}
        {tournament && !tournament.byHand && (
          <p className="text-center">
            <Link
              href={`/tournament/${tournament.id}`}
              className="text-xs tracking-widest text-neon-cyan uppercase hover:underline"
            >
              {t('tournament.view')}
            </Link>
          </p>
        )}
        <PastTournaments past={tournaments.past} />
      </div>
    </>
  )
}
