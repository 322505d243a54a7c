import { usePage } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { isProfileTab, ProfileTabs } from '~/components/profile/profile_tabs'
import { NotificationsSection } from '~/components/profile/notifications_section'
import type { PushSettings } from '@shared/push'
import { useT } from '~/lib/i18n'

/**
 * /account: the profile dialog's tabs as a page (`?tab=connections` picks the tab), and the
 * push notifications' bell below them
 */
export default function AccountPage({ push }: { push: PushSettings }) {
  const t = useT()
  const { url } = usePage()
  const requested = new URLSearchParams(url.split('?')[1] ?? '').get('tab')
  return (
    <>
      <PageHeader title={t('profile.page_title')} subtitle={t('profile.page_subtitle')} />
      <div className="mx-auto max-w-2xl px-4 pb-16">
        <div className="neon-panel p-4 sm:p-6">
          <ProfileTabs initialTab={isProfileTab(requested) ? requested : 'profile'} />
        </div>
        <div className="neon-panel mt-6 p-4 sm:p-6">
          <NotificationsSection settings={push} />
        </div>
      </div>
    </>
  )
}
