import { useState } from 'react'
import { usePage } from '@inertiajs/react'
import { Download, Trash2 } from 'lucide-react'
import { ProfileSection } from '~/components/profile/section'
import { ReauthForm } from '~/components/profile/security/reauth_form'
import { NeonButton, neonButtonClass } from '~/components/ui/neon_button'
import { urlFor } from '~/lib/api_client'

/** Deleting asks again: the password, a code with two-factor on, and a typed confirmation */
function DeleteForm({ onCancel }: { onCancel: () => void }) {
  const user = usePage().props.user
  return (
    <ReauthForm
      withCode={Boolean(user?.two_factor)}
      route="account_api.user.delete"
      failMessage="Could not delete the account."
      onDone={() => window.location.assign('/')}
      submitLabel="Delete my account"
      busyLabel="Deleting..."
      onCancel={onCancel}
      className="space-y-3 rounded-xl bg-red-500/5 p-3 ring-1 ring-red-400/30"
    >
      <p className="text-sm text-red-200">
        This erases your email, avatar, linked accounts and sessions, and cannot be undone. Your
        points and purchases are kept anonymously for the site's books.
      </p>
    </ReauthForm>
  )
}

/** YOUR DATA: a download of everything kept about you, and deleting the account */
export function YourDataSection() {
  const [deleting, setDeleting] = useState(false)
  return (
    <ProfileSection title="YOUR DATA" hint="Take a copy of your data with you, or leave for good.">
      <div className="space-y-3">
        <div className="flex flex-wrap gap-3">
          <a
            href={urlFor('account_links.user.export')}
            download
            className={neonButtonClass('vapourBlue', 'sm')}
          >
            <Download className="h-3.5 w-3.5" aria-hidden />
            Download my data
          </a>
          {!deleting && (
            <NeonButton variant="vapourOrange" size="sm" onClick={() => setDeleting(true)}>
              <Trash2 className="h-3.5 w-3.5" aria-hidden />
              Delete account
            </NeonButton>
          )}
        </div>
        {deleting && <DeleteForm onCancel={() => setDeleting(false)} />}
      </div>
    </ProfileSection>
  )
}
