import { usePage } from '@inertiajs/react'
import { AlertTriangle } from 'lucide-react'
import { useT } from '~/lib/i18n'

/**
 * The banner above a page rendered as a guest's because the session store could not be read
 * (the `accountsUnavailable` prop): the visitor is not logged out, and is logged in again on
 * the next page once the store answers
 */
export function AccountsNotice() {
  const { accountsUnavailable } = usePage().props
  const t = useT()
  if (!accountsUnavailable) return null
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 border-b border-neon-orange/40 bg-neon-orange/10 px-4 py-2 text-center text-sm font-semibold text-neon-orange"
    >
      <AlertTriangle aria-hidden className="h-4 w-4 shrink-0" />
      {t('layout.accounts_unavailable')}
    </p>
  )
}
