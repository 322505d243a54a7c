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
import { formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

/** Avatar change: image files only (the server checks the content again) */
function AvatarPicker() {
  const t = useT()
  const locale = useLocale()
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
        toast.error(apiMessage(result.data) ?? t('profile.avatar_failed'))
        return
      }
      toast.success(t('profile.avatar_saved'))
      reloadUser()
    } catch {
      toast.error(t('profile.avatar_failed'))
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
        aria-label={t('profile.avatar_change_label')}
      >
        <Avatar
          src={user.avatar}
          alt={t('profile.avatar_alt', { name: user.username })}
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
          {t('profile.balance', { points: formatWhole(user.balance, locale) })}
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
            t('profile.avatar_uploading')
          ) : (
            <>
              <span className="sm:hidden">{t('profile.avatar_change_short')}</span>
              <span className="hidden sm:inline">{t('profile.avatar_change')}</span>
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
  const t = useT()
  const user = usePage().props.user
  if (!user) return null
  return user.email_verified ? (
    <p className="flex items-center gap-2 text-xs text-neon-green">
      <CheckCircle2 className="h-4 w-4" aria-hidden /> {t('profile.email_confirmed')}
    </p>
  ) : (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-neon-orange/10 px-3 py-2 text-xs text-neon-orange ring-1 ring-neon-orange/40">
      <MailWarning className="h-4 w-4 shrink-0" aria-hidden />
      {t('profile.email_unconfirmed')}
      <ResendConfirmationButton label={t('profile.email_resend')} />
    </p>
  )
}

function ChangePasswordForm() {
  const t = useT()
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
          refusal.message ?? t('profile.password_failed'),
          aboutCurrent ? 'current_password' : undefined
        )
      }
      toast.success(t('profile.password_changed'))
      form.empty()
      reloadUser()
    } catch {
      fail(t('profile.password_failed'))
    }
  }

  return (
    <form method="post" onSubmit={form.submit(send)} noValidate className="space-y-4">
      <div className="sm:w-1/2 sm:pr-2">
        <CurrentPasswordField {...form.currentField} />
      </div>
      <NewPasswordFields columns {...form.fields} />
      <NeonButton type="submit" className="w-full sm:w-auto" disabled={form.busy || !form.hydrated}>
        {form.busy ? t('profile.saving') : t('profile.password_submit')}
      </NeonButton>
    </form>
  )
}

/** USER PROFILE: avatar, email status, password */
export function UserProfilePanel() {
  const t = useT()
  return (
    <div className="space-y-4">
      <ProfileSection title={t('profile.avatar_title')} hint={t('profile.avatar_hint')}>
        <AvatarPicker />
      </ProfileSection>
      <EmailStatus />
      <ProfileSection title={t('profile.password_title')} hint={t('profile.password_hint')}>
        <ChangePasswordForm />
      </ProfileSection>
    </div>
  )
}
