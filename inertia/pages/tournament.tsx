import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'
import { BRACKET_CHAMPION_PRIZE } from '@shared/tournament'
import { PageHeader } from '~/components/ui/page_header'
import { Bracket } from '~/components/tournament/bracket'
import { useLiveProps } from '~/hooks/use_live_props'
import { formatUsd } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

export default function TournamentPage({
  tournament,
}: InertiaProps<{ tournament: Data.Bracket | null }>) {
  useLiveProps('tournament', ['tournament'])
  const t = useT()
  const locale = useLocale()
  return (
    <>
      <PageHeader
        title={tournament?.name ?? t('tournament.title')}
        subtitle={t('tournament.subtitle', {
          prize: formatUsd(tournament?.prize ?? BRACKET_CHAMPION_PRIZE, locale),
        })}
      />
      <div className="mx-auto max-w-7xl px-4">
        {tournament ? (
          <Bracket slots={tournament.slots} prize={tournament.prize} />
        ) : (
          <div className="neon-panel px-6 py-16 text-center">
            <p className="font-display text-lg font-bold tracking-widest text-white">
              {t('tournament.none_title')}
            </p>
            <p className="mt-2 text-slate-300">{t('tournament.none_text')}</p>
          </div>
        )}
      </div>
    </>
  )
}
