import { PageHeader } from '~/components/ui/page_header'

export default function VipPage() {
  return <PageHeader title="VIP" />
}
