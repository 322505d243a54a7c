import type { Data } from '@generated/data'
import type { InertiaProps } from '~/types'
import { AdminPage } from '~/components/admin/admin_page'

export default function AdminBonusHunt({ hunt }: InertiaProps<{ hunt: Data.BonusHunt | null }>) {
  return (
    <AdminPage title="Bonus Hunt" subtitle="Run the live bonus hunt">
      {hunt?.title}
    </AdminPage>
  )
}
