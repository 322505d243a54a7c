import type { ReactNode } from 'react'
import { BEACON_OFF_NOTICE } from '@shared/vault_draw'
import { useT } from '~/lib/i18n'

/**
 * What every draw page says while the site draws without a public beacon
 * (VAULT_BEACON_URL=off; production needs ALLOW_UNVERIFIED_DRAWS=true for it): the result then
 * comes from the seed committed in advance and the ids alone
 */
export function BeaconOffNotice({
  className = 'mt-3',
  children,
}: {
  className?: string
  /** how this page's draws are made instead */
  children: ReactNode
}) {
  const t = useT()
  return (
    <p
      data-beacon-off
      className={`rounded-lg border border-neon-orange/30 bg-neon-orange/10 px-3 py-2 text-sm text-neon-orange ${className}`}
    >
      {t(BEACON_OFF_NOTICE)}: {children}
    </p>
  )
}
