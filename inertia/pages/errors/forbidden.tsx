import { ErrorScreen } from '~/components/ui/error_screen'
import { useT } from '~/lib/i18n'

export default function Forbidden() {
  const t = useT()
  return (
    <ErrorScreen
      code="403"
      title={t('errors_page.forbidden_title')}
      message={t('errors_page.forbidden_message')}
    />
  )
}
