import { useState } from 'react'
import { usePage } from '@inertiajs/react'
import { NeonDialog } from '~/components/ui/neon_dialog'
import { ProfileTabs } from '~/components/profile/profile_tabs'
import { openAuthModal, PROFILE_EVENT } from '~/lib/events'
import { useWindowEvent } from '~/hooks/use_window_event'
import { useT } from '~/lib/i18n'

/**
 * Profile dialog, opened by the openProfileModal window event (the header's avatar). A guest
 * gets the login dialog instead.
 */
export function ProfileDialog() {
  const t = useT()
  const [open, setOpen] = useState(false)
  const user = usePage().props.user

  useWindowEvent(PROFILE_EVENT, () => {
    if (user) setOpen(true)
    else openAuthModal('login')
  })

  if (!user) return null
  return (
    <NeonDialog open={open} onOpenChange={setOpen} title={t('dialogs.profile_title')} size="lg">
      <div className="mt-4">
        <ProfileTabs />
      </div>
    </NeonDialog>
  )
}
