import { useState, type FormEvent } from 'react'
import { useHttp, usePage } from '@inertiajs/react'
import { toast } from 'sonner'
import { Copy, ShieldCheck, ShieldOff } from 'lucide-react'
import { ACCOUNT_INPUTS, AccountField } from '~/components/auth/account_field'
import { ProfileSection } from '~/components/profile/section'
import { ReauthForm } from '~/components/profile/security/reauth_form'
import { FormButtons } from '~/components/ui/form_buttons'
import { NeonButton } from '~/components/ui/neon_button'
import { call, type ApiAnswer } from '~/lib/api_client'
import { useBusy } from '~/hooks/use_busy'
import { reloadUser } from '~/lib/account'
import { apiMessage } from '~/lib/api_message'
import { TWO_FACTOR_MESSAGES as M } from '@shared/two_factor'
import { bindData } from '~/lib/bind_input'
import { sendForm } from '~/lib/http_form'
import { tNow } from '~/lib/i18n'

type Setup = ApiAnswer<'account_api.user.two_factor.setup'>

/** The QR code the server drew (an SVG of our own otpauth URL), shown as an image */
function QrCode({ svg }: { svg: string }) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="QR code for your authenticator app"
      width={176}
      height={176}
      className="rounded-xl bg-white p-2"
    />
  )
}

/** The ten recovery codes, shown once, with a copy button */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n'))
    toast.success('Recovery codes copied')
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-300">
        Save these recovery codes somewhere safe. Each one logs you in once if you lose your phone.
        They will not be shown again.
      </p>
      <ul className="grid grid-cols-2 gap-2 rounded-xl bg-night-950/80 p-3 font-mono text-sm text-neon-mint ring-1 ring-white/10">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex justify-end gap-3">
        <NeonButton variant="vapourBlue" size="sm" onClick={copy}>
          <Copy className="h-3.5 w-3.5" aria-hidden />
          Copy
        </NeonButton>
        <NeonButton size="sm" onClick={onDone}>
          I saved them
        </NeonButton>
      </div>
    </div>
  )
}

/** Scan, then confirm with the first code */
function EnrolForm({ setup, onEnabled }: { setup: Setup; onEnabled: (codes: string[]) => void }) {
  const form = useHttp({ code: '' })
  const busy = form.processing
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const result = await sendForm(form, 'account_api.user.two_factor.enable')
    if (!result.ok) return void toast.error(apiMessage(result.data) ?? tNow(M.codeInvalid))
    toast.success(result.data.message)
    onEnabled(result.data.recovery_codes)
  }
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <QrCode svg={setup.qr_svg} />
        <div className="min-w-0 space-y-2 text-sm text-slate-300">
          <p>
            Scan this code with an authenticator app (Google Authenticator, Authy, 1Password...).
          </p>
          <p>Can't scan? Enter this key instead:</p>
          <code className="block break-all rounded-lg bg-night-950/80 px-3 py-2 font-mono text-xs text-neon-cyan ring-1 ring-white/10">
            {setup.secret}
          </code>
        </div>
      </div>
      <AccountField input={ACCOUNT_INPUTS.totpCode} name="code" {...bindData(form, 'code')} />
      <FormButtons submitLabel={busy ? 'Checking...' : 'Turn on'} busy={busy} />
    </form>
  )
}

/** Turning it off: the password and a current code */
function DisableForm() {
  return (
    <ReauthForm
      withCode
      route="account_api.user.two_factor.disable"
      failMessage={tNow(M.codeInvalid)}
      onDone={reloadUser}
      submitLabel="Turn off"
      busyLabel="Turning off..."
    />
  )
}

/** TWO-FACTOR SIGN-IN: set up with an app, see it is on, turn it off */
export function TwoFactorSection() {
  const user = usePage().props.user
  const [setup, setSetup] = useState<Setup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const { busy, run } = useBusy()

  const start = () =>
    run(async () => {
      const result = await call('account_api.user.two_factor.setup', {})
      if (!result.ok) return void toast.error(apiMessage(result.data) ?? 'Setup failed, try again.')
      setSetup(result.data)
    })

  const on = Boolean(user?.two_factor)
  return (
    <ProfileSection
      title="TWO-FACTOR SIGN-IN"
      hint="A code from your phone at every login, so a stolen password is not enough."
    >
      {codes ? (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null)
            setSetup(null)
            reloadUser()
          }}
        />
      ) : on ? (
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-sm font-semibold text-neon-green">
            <ShieldCheck className="h-4 w-4" aria-hidden /> On: logins ask for a code from your app.
          </p>
          <DisableForm />
        </div>
      ) : setup ? (
        <EnrolForm setup={setup} onEnabled={setCodes} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm text-slate-300">
            <ShieldOff className="h-4 w-4 text-neon-orange" aria-hidden /> Off
          </p>
          <NeonButton size="sm" onClick={start} disabled={busy}>
            {busy ? 'Starting...' : 'Set up'}
          </NeonButton>
        </div>
      )}
    </ProfileSection>
  )
}
