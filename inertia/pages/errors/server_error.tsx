import type { InertiaProps } from '~/types'
import { ErrorScreen } from '~/components/ui/error_screen'
import { useT } from '~/lib/i18n'

/** The request id ties what the visitor reports to the server's log line of the fault */
export default function ServerError({ request_id }: InertiaProps<{ request_id: string | null }>) {
  const t = useT()
  return (
    <ErrorScreen
      code="500"
      title={t('errors_page.server_error_title')}
      message={t('errors_page.server_error_message')}
      detail={request_id ? t('errors_page.reference', { id: request_id }) : undefined}
    />
  )
}
