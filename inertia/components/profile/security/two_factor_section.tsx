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
import { tNow, useT } from '~/lib/i18n'

type Setup = ApiAnswer<'account_api.user.two_factor.setup'>

/** The QR code the server drew (an SVG of our own otpauth URL), shown as an image */
function QrCode({ svg }: { svg: string }) {
  const t = useT()
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t('profile.two_factor_qr_alt')}
      width={176}
      height={176}
      className="rounded-xl bg-white p-2"
    />
  )
}

/** The ten recovery codes, shown once, with a copy button */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT()
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n'))
    toast.success(t('profile.two_factor_codes_copied'))
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-300">{t('profile.two_factor_codes_intro')}</p>
      <ul className="grid grid-cols-2 gap-2 rounded-xl bg-night-950/80 p-3 font-mono text-sm text-neon-mint ring-1 ring-white/10">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex justify-end gap-3">
        <NeonButton variant="vapourBlue" size="sm" onClick={copy}>
          <Copy className="h-3.5 w-3.5" aria-hidden />
          {t('profile.two_factor_copy')}
        </NeonButton>
        <NeonButton size="sm" onClick={onDone}>
          {t('profile.two_factor_saved_them')}
        </NeonButton>
      </div>
    </div>
  )
}

/** Scan, then confirm with the first code */
function EnrolForm({ setup, onEnabled }: { setup: Setup; onEnabled: (codes: string[]) => void }) {
  const t = useT()
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
          <p>{t('profile.two_factor_scan')}</p>
          <p>{t('profile.two_factor_cant_scan')}</p>
          <code className="block break-all rounded-lg bg-night-950/80 px-3 py-2 font-mono text-xs text-neon-cyan ring-1 ring-white/10">
            {setup.secret}
          </code>
        </div>
      </div>
      <AccountField input={ACCOUNT_INPUTS.totpCode} name="code" {...bindData(form, 'code')} />
      <FormButtons
        submitLabel={busy ? t('profile.two_factor_checking') : t('profile.two_factor_turn_on')}
        busy={busy}
      />
    </form>
  )
}

/** Turning it off: the password and a current code */
function DisableForm() {
  const t = useT()
  return (
    <ReauthForm
      withCode
      route="account_api.user.two_factor.disable"
      failMessage={tNow(M.codeInvalid)}
      onDone={reloadUser}
      submitLabel={t('profile.two_factor_turn_off')}
      busyLabel={t('profile.two_factor_turning_off')}
    />
  )
}

/** TWO-FACTOR SIGN-IN: set up with an app, see it is on, turn it off */
export function TwoFactorSection() {
  const t = useT()
  const user = usePage().props.user
  const [setup, setSetup] = useState<Setup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const { busy, run } = useBusy()

  const start = () =>
    run(async () => {
      const result = await call('account_api.user.two_factor.setup', {})
      if (!result.ok)
        return void toast.error(apiMessage(result.data) ?? t('profile.two_factor_setup_failed'))
      setSetup(result.data)
    })

  const on = Boolean(user?.two_factor)
  return (
    <ProfileSection title={t('profile.two_factor_title')} hint={t('profile.two_factor_hint')}>
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
            <ShieldCheck className="h-4 w-4" aria-hidden /> {t('profile.two_factor_on')}
          </p>
          <DisableForm />
        </div>
      ) : setup ? (
        <EnrolForm setup={setup} onEnabled={setCodes} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm text-slate-300">
            <ShieldOff className="h-4 w-4 text-neon-orange" aria-hidden />{' '}
            {t('profile.two_factor_off')}
          </p>
          <NeonButton size="sm" onClick={start} disabled={busy}>
            {busy ? t('profile.two_factor_starting') : t('profile.two_factor_set_up')}
          </NeonButton>
        </div>
      )}
    </ProfileSection>
  )
}
