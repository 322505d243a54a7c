import type { Data } from '@generated/data'
import type { InertiaProps } from '~/types'
import { AdminPage } from '~/components/admin/admin_page'

export default function AdminTournament({
  tournament,
}: InertiaProps<{ tournament: Data.Bracket | null }>) {
  return (
    <AdminPage title="Tournament" subtitle="Run the bracket">
      {tournament?.name}
    </AdminPage>
  )
}
