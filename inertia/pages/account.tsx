import { PageHeader } from '~/components/ui/page_header'

export default function AccountPage() {
  return <PageHeader title="Account" />
}
