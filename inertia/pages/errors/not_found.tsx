import { ErrorScreen } from '~/components/ui/error_screen'
import { useT } from '~/lib/i18n'

export default function NotFound() {
  const t = useT()
  return (
    <ErrorScreen
      code="404"
      title={t('errors_page.not_found_title')}
      message={t('errors_page.not_found_message')}
    />
  )
}
