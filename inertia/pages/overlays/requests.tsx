import type { InertiaProps } from '~/types'
import type { OverlayOptions } from '@shared/overlays'
import type { PublicSlotQueue } from '@shared/slot_requests'
import {
  OverlayEmpty,
  OverlayFrame,
  OverlayHeading,
  noLayout,
} from '~/components/overlays/overlay_frame'
import { useLiveProps } from '~/hooks/use_live_props'
import { useT } from '~/lib/i18n'
import { PlatformBadge } from '~/components/ui/platform_badge'

type Props = { options: OverlayOptions; queue: PublicSlotQueue }

/** The slot request queue for the stream: the first `rows` open requests, oldest first, live */
export default function RequestsOverlay({ options, queue }: InertiaProps<Props>) {
  useLiveProps('hunt', ['queue'], { pick: (data) => ({ queue: data.requests }) })
  const t = useT()
  const shown = queue.requests.slice(0, options.rows)
  return (
    <OverlayFrame title={t('overlays.requests_title')} options={options}>
      <OverlayHeading
        kicker={
          queue.open ? t('overlays.requests_kicker_open') : t('overlays.requests_kicker_closed')
        }
        title={t('overlays.requests_heading')}
      />
      {shown.length > 0 ? (
        <ol data-overlay-requests className="space-y-1.5 text-2xl">
          {shown.map((request, index) => (
            <li
              key={request.id}
              className="flex items-center gap-4 rounded-xl bg-black/35 px-4 py-2"
            >
              <span className="w-8 text-[var(--accent)] tabular-nums">{index + 1}</span>
              <span className="min-w-0 flex-1 truncate font-semibold">{request.slot_name}</span>
              {!options.compact && (
                <span className="max-w-[14rem] truncate text-slate-300">
                  <PlatformBadge via={request.via} className="mr-2" />
                  {request.requester}
                </span>
              )}
              <span className="w-24 text-right font-bold tabular-nums">
                {t('overlays.votes', { count: request.votes })}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <OverlayEmpty>{t('overlays.no_requests')}</OverlayEmpty>
      )}
    </OverlayFrame>
  )
}

RequestsOverlay.layout = noLayout
