import { useT } from '~/lib/i18n'
import { shownName } from '@shared/deleted_user'
import type { RequestVia } from '@shared/slot_requests'
import { PlatformBadge } from '~/components/ui/platform_badge'

/**
 * Who asked for a bonus (a slot request), under or beside its name, with the badge of the
 * chat they asked in (`!sr`; none for the site's form): nothing when no one did
 */
export function RequestedBy({
  by,
  via = 'site',
  className,
}: {
  by: string | null
  via?: RequestVia
  className: string
}) {
  const t = useT()
  return by ? (
    <span className={className} data-requested-via={via}>
      {t('hunt.requested_by', { name: shownName(by, t) })}
      <PlatformBadge via={via} className="ml-1.5" />
    </span>
  ) : null
}
