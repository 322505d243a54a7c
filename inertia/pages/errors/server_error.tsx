import type { InertiaProps } from '~/types'
import { ErrorScreen } from '~/components/ui/error_screen'

/** The request id ties what the visitor reports to the server's log line of the fault */
export default function ServerError({ request_id }: InertiaProps<{ request_id: string | null }>) {
  return (
    <ErrorScreen
      code="500"
      title="Something went wrong"
      message="The server hit a snag. Try again in a moment; if it keeps happening, contact support."
      detail={request_id ? `Reference: ${request_id}` : undefined}
    />
  )
}
