import { useT } from '~/lib/i18n'
import { shownName } from '@shared/deleted_user'

/** Who asked for a bonus (a slot request), under or beside its name: nothing when no one did */
export function RequestedBy({ by, className }: { by: string | null; className: string }) {
  const t = useT()
  return by ? (
    <span className={className}>{t('hunt.requested_by', { name: shownName(by, t) })}</span>
  ) : null
}
