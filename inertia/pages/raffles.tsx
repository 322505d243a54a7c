import { Gift, History } from 'lucide-react'
import type { InertiaProps } from '~/types'
import { PageHeader } from '~/components/ui/page_header'
import { EmptyState } from '~/components/ui/empty_state'
import { RaffleCard, type RaffleSummary } from '~/components/raffles/raffle_card'
import { useRaffleLive } from '~/hooks/use_raffle_live'
import { BeaconOffNotice } from '~/components/ui/beacon_off_notice'
import { useT } from '~/lib/i18n'

type Props = {
  raffles: { current: RaffleSummary[]; past: RaffleSummary[] }
  now: string
  /** false with VAULT_BEACON_URL=off: draws use no public beacon */
  beaconVerified: boolean
}

/** /raffles: the open raffles (and those waiting for their draw), then the past ones with winners */
export default function Raffles({ raffles, now, beaconVerified }: InertiaProps<Props>) {
  useRaffleLive('list')
  const t = useT()
  return (
    <>
      <PageHeader title={t('raffles.title')} subtitle={t('raffles.subtitle')} />
      <div className="mx-auto max-w-6xl space-y-12 px-4">
        {!beaconVerified && (
          <BeaconOffNotice className="">{t('raffles.beacon_off_list')}</BeaconOffNotice>
        )}
        <section aria-label={t('raffles.open_raffles')}>
          {raffles.current.length === 0 ? (
            <EmptyState icon={Gift} title={t('raffles.none_title')} text={t('raffles.none_text')} />
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {raffles.current.map((raffle) => (
                <RaffleCard key={raffle.id} raffle={raffle} now={now} />
              ))}
            </div>
          )}
        </section>
        {raffles.past.length > 0 && (
          <section aria-label={t('raffles.past_raffles')}>
            <h2 className="mb-4 flex items-center gap-2 font-display text-sm font-bold tracking-[0.25em] text-neon-cyan uppercase">
              <History aria-hidden className="h-4 w-4" />
              {t('raffles.past_raffles')}
            </h2>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {raffles.past.map((raffle) => (
                <RaffleCard key={raffle.id} raffle={raffle} now={now} />
              ))}
            </div>
          </section>
        )}
      </div>
    </>
  )
}
