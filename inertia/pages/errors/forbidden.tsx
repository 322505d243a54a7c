import { ErrorScreen } from '~/components/ui/error_screen'

export default function Forbidden() {
  return (
    <ErrorScreen
      code="403"
      title="Access denied"
      message="This area is for the site's admins only."
    />
  )
}
