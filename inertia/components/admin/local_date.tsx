import { useEffect, useState } from 'react'

/**
 * A date in the viewer's local format. The server renders the UTC date and the browser
 * swaps in the local one after hydration, so server and client markup never disagree.
 */
export function LocalDate({
  value,
  withTime = false,
  fallback = 'N/A',
}: {
  value: string | null | undefined
  withTime?: boolean
  fallback?: string
}) {
  const [local, setLocal] = useState(false)
  useEffect(() => setLocal(true), [])
  const date = value ? new Date(value) : null
  if (!date || Number.isNaN(date.getTime())) return <>{fallback}</>
  const text = local
    ? withTime
      ? date.toLocaleString()
      : date.toLocaleDateString()
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
