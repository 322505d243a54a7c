import { useState } from 'react'
import { usePage } from '@inertiajs/react'
import { Download, Trash2 } from 'lucide-react'
import { ProfileSection } from '~/components/profile/section'
import { ReauthForm } from '~/components/profile/security/reauth_form'
import { NeonButton, neonButtonClass } from '~/components/ui/neon_button'
import { urlFor } from '~/lib/api_client'
import { useT } from '~/lib/i18n'

/** Deleting asks again: the password, a code with two-factor on, and a typed confirmation */
function DeleteForm({ onCancel }: { onCancel: () => void }) {
  const t = useT()
  const user = usePage().props.user
  return (
    <ReauthForm
      withCode={Boolean(user?.two_factor)}
      route="account_api.user.delete"
      failMessage={t('profile.delete_failed')}
      onDone={() => window.location.assign('/')}
      submitLabel={t('profile.delete_submit')}
      busyLabel={t('profile.delete_busy')}
      onCancel={onCancel}
      className="space-y-3 rounded-xl bg-red-500/5 p-3 ring-1 ring-red-400/30"
    >
      <p className="text-sm text-red-200">{t('profile.delete_warning')}</p>
    </ReauthForm>
  )
}

/** YOUR DATA: a download of everything kept about you, and deleting the account */
export function YourDataSection() {
  const t = useT()
  const [deleting, setDeleting] = useState(false)
  return (
    <ProfileSection title={t('profile.data_title')} hint={t('profile.data_hint')}>
      <div className="space-y-3">
        <div className="flex flex-wrap gap-3">
          <a
            href={urlFor('account_links.user.export')}
            download
            className={neonButtonClass('vapourBlue', 'sm')}
          >
            <Download className="h-3.5 w-3.5" aria-hidden />
            {t('profile.data_download')}
          </a>
          {!deleting && (
            <NeonButton variant="vapourOrange" size="sm" onClick={() => setDeleting(true)}>
              <Trash2 className="h-3.5 w-3.5" aria-hidden />
              {t('profile.data_delete')}
            </NeonButton>
          )}
        </div>
        {deleting && <DeleteForm onCancel={() => setDeleting(false)} />}
      </div>
    </ProfileSection>
  )
}
