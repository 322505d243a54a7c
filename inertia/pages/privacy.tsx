import { PageHeader } from '~/components/ui/page_header'

export default function PrivacyPage() {
  return <PageHeader title="Privacy Policy" />
}
