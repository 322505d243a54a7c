import { PageHeader } from '~/components/ui/page_header'

export default function AdminIndex() {
  return <PageHeader title="Admin" />
}
