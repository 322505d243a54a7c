import { useEffect, useState } from 'react'
import { useLocale, useT } from '~/lib/i18n'

/**
 * A date in the viewer's time zone, written the page's language's way. The server renders the
 * UTC date and the browser swaps in the local one after hydration, so server and client markup
 * never disagree.
 */
export function LocalDate({
  value,
  withTime = false,
  fallback,
}: {
  value: string | null | undefined
  withTime?: boolean
  fallback?: string
}) {
  const t = useT()
  const locale = useLocale()
  const [local, setLocal] = useState(false)
  useEffect(() => setLocal(true), [])
  const date = value ? new Date(value) : null
  if (!date || Number.isNaN(date.getTime())) return <>{fallback ?? t('admin.not_available')}</>
  const text = local
    ? withTime
      ? date.toLocaleString(locale)
      : date.toLocaleDateString(locale)
    : date
        .toISOString()
        .slice(0, withTime ? 16 : 10)
        .replace('T', ' ')
  return (
    <time dateTime={date.toISOString()} suppressHydrationWarning>
      {text}
    </time>
  )
}
