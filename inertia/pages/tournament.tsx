import { PageHeader } from '~/components/ui/page_header'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'

export default function TournamentPage({
  tournament,
}: InertiaProps<{ tournament: Data.Bracket | null }>) {
  return (
    <>
      <PageHeader title="Tournament" />
      <ul className="mx-auto max-w-4xl px-4">
        {tournament?.slots.map((s) => (
          <li key={s.id}>
            {s.id}: {s.username ?? 'TBD'}
          </li>
        ))}
      </ul>
    </>
  )
}
