import { ErrorScreen } from '~/components/ui/error_screen'

export default function ServerError() {
  return (
    <ErrorScreen
      code="500"
      title="Something went wrong"
      message="The server hit a snag. Try again in a moment; if it keeps happening, contact support."
    />
  )
}
