import { useState, type FormEvent } from 'react'
import { usePage } from '@inertiajs/react'
import { toast } from 'sonner'
import { Download, Trash2 } from 'lucide-react'
import { ACCOUNT_INPUTS, AccountField } from '~/components/auth/account_field'
import { ProfileSection } from '~/components/profile/section'
import { FormButtons } from '~/components/ui/form_buttons'
import { NeonButton, neonButtonClass } from '~/components/ui/neon_button'
import { call, urlFor } from '~/lib/api_client'
import { useBusy } from '~/hooks/use_busy'
import { readableMessage } from '~/lib/account'
import { bindInput } from '~/lib/bind_input'

/** Deleting asks again: the password, a code with two-factor on, and a typed confirmation */
function DeleteForm({ onCancel }: { onCancel: () => void }) {
  const user = usePage().props.user
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const { busy, run } = useBusy()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    run(async () => {
      const body = user?.two_factor ? { password, code } : { password }
      const result = await call('account_api.user.delete', { body })
      if (!result.ok)
        return void toast.error(readableMessage(result.data) ?? 'Could not delete the account.')
      toast.success(result.data.message)
      window.location.assign('/')
    })
  }
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-xl bg-red-500/5 p-3 ring-1 ring-red-400/30"
      noValidate
    >
      <p className="text-sm text-red-200">
        This erases your email, avatar, linked accounts and sessions, and cannot be undone. Your
        points and purchases are kept anonymously for the site's books.
      </p>
      <AccountField
        input={ACCOUNT_INPUTS.password}
        name="password"
        {...bindInput(password, setPassword)}
      />
      {user?.two_factor && (
        <AccountField
          input={ACCOUNT_INPUTS.totpCode}
          name="code"
          {...bindInput(code, setCode)}
        />
      )}
      <FormButtons
        submitLabel={busy ? 'Deleting...' : 'Delete my account'}
        busy={busy}
        onCancel={onCancel}
      />
    </form>
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
