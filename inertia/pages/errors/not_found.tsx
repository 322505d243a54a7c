import { ErrorScreen } from '~/components/ui/error_screen'

export default function NotFound() {
  return (
    <ErrorScreen
      code="404"
      title="Page not found"
      message="This page slipped off the reels. Check the address or head back to the lobby."
    />
  )
}
