import { usePage } from '@inertiajs/react'
import { Eye } from 'lucide-react'
import { PLATFORM_NAMES } from '@shared/platforms'
import { formatWhole } from '@shared/format'
import type { LiveStream } from '@shared/stream'
import { useT } from '~/lib/i18n'

const NO_STREAMS: readonly LiveStream[] = []

/**
 * The header's LIVE badge (docs/product.md, "Live badge"): a link to each platform's channel
 * while the stream is live there (the shared `liveStreams` prop, which the header keeps live).
 * The dot pulses only for visitors who allow motion. In the header the title and viewer count
 * show where there is room (the link's name says all of it); `full` (the phone menu) shows
 * them all.
 */
export function LiveBadge({
  full = false,
  className = '',
}: {
  full?: boolean
  className?: string
}) {
  const streams = usePage().props.liveStreams ?? NO_STREAMS
  const t = useT()
  if (streams.length === 0) return null
  return (
    <div className={`flex min-w-0 items-center gap-1.5 ${className}`} data-live-badge>
      {streams.map((stream) => {
        const platform = PLATFORM_NAMES[stream.platform]
        const viewers =
          stream.viewers === null
            ? null
            : t('layout.live_viewers', { count: formatWhole(stream.viewers) })
        const details = [stream.title, stream.category, viewers].filter(Boolean).join(' · ')
        const label = [t('layout.live_on', { platform }), details].filter(Boolean).join(' · ')
        return (
          <a
            key={stream.platform}
            href={stream.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (${t('layout.live_opens')})`}
            title={label}
            className={`flex min-w-0 items-center gap-1.5 bg-red-500/15 text-xs font-bold text-red-200 ring-1 ring-red-400/60 transition hover:bg-red-500/25 hover:text-white ${full ? 'flex-wrap rounded-xl px-3 py-2' : 'rounded-full py-1 pr-2.5 pl-2'}`}
          >
            <span aria-hidden className="relative flex h-2 w-2 shrink-0">
              <span className="absolute inline-flex h-full w-full rounded-full bg-red-400 opacity-75 motion-safe:animate-ping" />
              <span className="relative inline-flex h-2 w-2 rounded-full bg-red-500" />
            </span>
            <span className="font-display tracking-widest">{t('layout.live_badge')}</span>
            <span className="text-red-100/80">{platform}</span>
            {full ? (
              details && <span className="w-full font-medium text-slate-200">{details}</span>
            ) : (
              <>
                {stream.title && (
                  <span className="hidden max-w-40 truncate font-medium text-slate-200 2xl:inline">
                    {stream.title}
                  </span>
                )}
                {stream.viewers !== null && (
                  <span className="hidden items-center gap-0.5 font-medium text-slate-300 sm:flex">
                    <Eye aria-hidden className="h-3 w-3" />
                    {formatWhole(stream.viewers)}
                  </span>
                )}
              </>
            )}
          </a>
        )
      })}
    </div>
  )
}
