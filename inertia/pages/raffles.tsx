import { Gift, History } from 'lucide-react'
import type { InertiaProps } from '~/types'
import { PageHeader } from '~/components/ui/page_header'
import { EmptyState } from '~/components/ui/empty_state'
import { RaffleCard, type RaffleSummary } from '~/components/raffles/raffle_card'
import { useRaffleLive } from '~/hooks/use_raffle_live'
import { BeaconOffNotice } from '~/components/ui/beacon_off_notice'

type Props = {
  raffles: { current: RaffleSummary[]; past: RaffleSummary[] }
  now: string
  /** false with VAULT_BEACON_URL=off: draws use no public beacon */
  beaconVerified: boolean
}

/** /raffles: the open raffles (and those waiting for their draw), then the past ones with winners */
export default function Raffles({ raffles, now, beaconVerified }: InertiaProps<Props>) {
  useRaffleLive('list')
  return (
    <>
      <PageHeader
        title="Raffles"
        subtitle="Enter with points or from Kick chat. Every draw is public: check the winners yourself."
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4">
        {!beaconVerified && (
          <BeaconOffNotice className="">
            raffles are drawn from the seed committed at creation and the raffle id alone, with no
            public drand round.
          </BeaconOffNotice>
        )}
        <section aria-label="Open raffles">
          {raffles.current.length === 0 ? (
            <EmptyState
              icon={Gift}
              title="No raffle right now"
              text="Giveaways open during streams. Follow on Kick so you do not miss the next one."
            />
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {raffles.current.map((raffle) => (
                <RaffleCard key={raffle.id} raffle={raffle} now={now} />
              ))}
            </div>
          )}
        </section>
        {raffles.past.length > 0 && (
          <section aria-label="Past raffles">
            <h2 className="mb-4 flex items-center gap-2 font-display text-sm font-bold tracking-[0.25em] text-neon-cyan uppercase">
              <History aria-hidden className="h-4 w-4" />
              Past raffles
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
