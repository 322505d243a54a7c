import { PageHeader } from '~/components/ui/page_header'

export default function TosPage() {
  return <PageHeader title="Terms of Service" />
}
