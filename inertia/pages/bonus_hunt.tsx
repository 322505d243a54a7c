import { PageHeader } from '~/components/ui/page_header'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'

export default function BonusHuntPage({ hunt }: InertiaProps<{ hunt: Data.BonusHunt | null }>) {
  return (
    <>
      <PageHeader title="Bonus Hunt" subtitle="Track the current bonus hunt, streamed live." />
      <div className="mx-auto max-w-4xl px-4">
        {hunt ? (
          <p>
            {hunt.bonuses_completed} / {hunt.bonuses_total}
          </p>
        ) : (
          <p>No bonus hunt yet.</p>
        )}
      </div>
    </>
  )
}
