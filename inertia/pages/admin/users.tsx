import { PageHeader } from '~/components/ui/page_header'
import type { InertiaProps } from '~/types'

export default function AdminUsers({ totalUsers }: InertiaProps<{ totalUsers: number }>) {
  return <PageHeader title="Users" subtitle={`View and modify users. (${totalUsers})`} />
}
