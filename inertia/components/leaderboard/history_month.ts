import { formatUtcMonth } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

/** A past competition's month ('January 2026') in the page's language, 'No Date' without one */
export function useHistoryMonth() {
  const t = useT()
  const locale = useLocale()
  return (date: string | null | undefined) => {
    const parsed = date ? new Date(date) : null
    return parsed && !Number.isNaN(parsed.getTime())
      ? formatUtcMonth(parsed, locale)
      : t('leaderboard.history_no_date')
  }
}
