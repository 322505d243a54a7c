import type { StreamOccurrence } from '@shared/schedule'
import { useLocale } from '~/lib/i18n'

/** A stream's start and end times (hours and minutes) in a zone, as a <time> range */
export function StreamTime({ stream, timeZone }: { stream: StreamOccurrence; timeZone: string }) {
  const locale = useLocale()
  const format = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' })
  return (
    <span className="font-mono text-neon-cyan tabular-nums">
      <time dateTime={stream.startsAt}>{format.format(Date.parse(stream.startsAt))}</time>
      {' – '}
      <time dateTime={stream.endsAt}>{format.format(Date.parse(stream.endsAt))}</time>
    </span>
  )
}

/** A date ("YYYY-MM-DD") as the locale writes a weekday and a day */
export function dayLabel(date: string, locale: string, style: 'long' | 'short' = 'long') {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: style,
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
  }).format(Date.parse(`${date}T12:00:00Z`))
}
