import { PageHeader } from '~/components/ui/page_header'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'

export default function Milestones({ milestones }: InertiaProps<{ milestones: Data.Milestone[] }>) {
  return (
    <>
      <PageHeader title="Wager Milestones" />
      <ul className="mx-auto max-w-3xl px-4">
        {milestones.map((m) => (
          <li key={m.id}>
            ${m.prize} for ${m.wagerRequired.toLocaleString('en-US')}
          </li>
        ))}
      </ul>
    </>
  )
}
