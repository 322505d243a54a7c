import { PageHeader } from '~/components/ui/page_header'

export default function FaqPage() {
  return <PageHeader title="FAQ" />
}
