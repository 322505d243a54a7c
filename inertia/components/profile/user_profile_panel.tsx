import { useRef, type ChangeEvent } from 'react'
import { useHttp, usePage } from '@inertiajs/react'
import { toast } from 'sonner'
import { Camera, CheckCircle2, Coins, MailWarning } from 'lucide-react'
import { Avatar } from '~/components/ui/avatar'
import { NeonButton } from '~/components/ui/neon_button'
import {
  CurrentPasswordField,
  NewPasswordFields,
  useNewPasswordForm,
} from '~/components/auth/new_password_fields'
import { ProfileSection } from '~/components/profile/section'
import { ResendConfirmationButton } from '~/components/auth/resend_confirmation_button'
import { sendForm } from '~/lib/http_form'
import { isImageFile, takePickedFile } from '~/lib/picked_file'
import { reloadUser } from '~/lib/account'
import { apiMessage, refusalOf } from '~/lib/api_message'
import { changePasswordError, currentPasswordError } from '@shared/accounts'
import { ERROR_CODES } from '@shared/errors'

/** Avatar change: image files only (the server checks the content again) */
function AvatarPicker() {
  const user = usePage().props.user
  const input = useRef<HTMLInputElement>(null)
  const form = useHttp<{ avatar: File | null }>({ avatar: null })
  const busy = form.processing

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = takePickedFile(event)
    if (!file || busy || !isImageFile(file, (message) => toast.error(message))) return
    form.setData('avatar', file)
    try {
      const result = await sendForm(form, 'account_api.user.set_avatar')
      if (!result.ok) {
        toast.error(apiMessage(result.data) ?? 'Failed to update avatar.')
        return
      }
      toast.success('Avatar updated!')
      reloadUser()
    } catch {
      toast.error('Failed to update avatar.')
    }
  }

  if (!user) return null
  return (
    <div className="flex items-center gap-4">
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={busy}
        className="group relative shrink-0 rounded-full"
        aria-label="Change avatar"
      >
        <Avatar
          src={user.avatar}
          alt={`${user.username}'s avatar`}
          size={72}
          className="ring-2 ring-neon-pink/60 shadow-glow-pink"
        />
        <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/55 opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
          <Camera className="h-6 w-6 text-white" aria-hidden />
        </span>
      </button>
      <div className="min-w-0">
        <p className="truncate font-display text-lg font-bold text-white">{user.username}</p>
        <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-neon-mint">
          <Coins className="h-4 w-4" aria-hidden />
          {user.balance.toLocaleString('en-US')} points
        </p>
        <NeonButton
          variant="vapourPink"
          size="sm"
          className="mt-3"
          onClick={() => input.current?.click()}
          disabled={busy}
        >
          <Camera className="h-3.5 w-3.5" aria-hidden />
          {busy ? (
            'UPLOADING...'
          ) : (
            <>
              <span className="sm:hidden">CHANGE</span>
              <span className="hidden sm:inline">CHANGE AVATAR</span>
            </>
          )}
        </NeonButton>
        <input
          ref={input}
          type="file"
          name="avatar"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={upload}
        />
      </div>
    </div>
  )
}

function EmailStatus() {
  const user = usePage().props.user
  if (!user) return null
  return user.email_verified ? (
    <p className="flex items-center gap-2 text-xs text-neon-green">
      <CheckCircle2 className="h-4 w-4" aria-hidden /> Email address confirmed
    </p>
  ) : (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-neon-orange/10 px-3 py-2 text-xs text-neon-orange ring-1 ring-neon-orange/40">
      <MailWarning className="h-4 w-4 shrink-0" aria-hidden />
      Your email address is not confirmed yet.
      <ResendConfirmationButton label="Send the link again" />
    </p>
  )
}

function ChangePasswordForm() {
  const form = useNewPasswordForm(changePasswordError, currentPasswordError)
  const { fail } = form

  const send = async () => {
    try {
      const result = await sendForm(form.http, 'account_api.user.change_password')
      if (!result.ok) {
        const refusal = refusalOf(result.data)
        // the server's answers about the current password go under its field
        const aboutCurrent =
          refusal.code === ERROR_CODES.currentPassword || refusal.field === 'current_password'
        return fail(
          refusal.message ?? 'Failed to update password',
          aboutCurrent ? 'current_password' : undefined
        )
      }
      toast.success('Password changed successfully!')
      form.empty()
      reloadUser()
    } catch {
      fail('Failed to update password')
    }
  }

  return (
    <form method="post" onSubmit={form.submit(send)} noValidate className="space-y-4">
      <div className="sm:w-1/2 sm:pr-2">
        <CurrentPasswordField {...form.currentField} />
      </div>
      <NewPasswordFields columns {...form.fields} />
      <NeonButton type="submit" className="w-full sm:w-auto" disabled={form.busy || !form.hydrated}>
        {form.busy ? 'SAVING...' : 'CHANGE PASSWORD'}
      </NeonButton>
    </form>
  )
}

/** USER PROFILE: avatar, email status, password */
export function UserProfilePanel() {
  return (
    <div className="space-y-4">
      <ProfileSection title="AVATAR" hint="PNG, JPG, GIF or WebP, up to 5 MB.">
        <AvatarPicker />
      </ProfileSection>
      <EmailStatus />
      <ProfileSection
        title="CHANGE PASSWORD"
        hint="At least 8 characters. Your other devices will be logged out."
      >
        <ChangePasswordForm />
      </ProfileSection>
    </div>
  )
}
