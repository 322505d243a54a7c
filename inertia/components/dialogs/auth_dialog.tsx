import { useEffect, useState, type ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import { Tabs } from 'radix-ui'
import { NeonDialog } from '~/components/ui/neon_dialog'
import { LoginForm } from '~/components/auth/login_form'
import { SignupForm } from '~/components/auth/signup_form'
import { SocialLoginButtons } from '~/components/auth/social_login_buttons'
import { AUTH_EVENT, openResetPwModal, type AuthTab } from '~/lib/events'
import { useWindowEvent } from '~/hooks/use_window_event'
import { AUTH_IMAGES } from '~/lib/account'
import type { MessageKey } from '@shared/messages'
import { WithSlot, SLOT } from '~/components/ui/with_slot'
import { useT } from '~/lib/i18n'

const COPY: Record<AuthTab, { kicker: MessageKey; title: MessageKey; text: MessageKey }> = {
  login: {
    kicker: 'dialogs.auth_login_kicker',
    title: 'dialogs.auth_login_art_title',
    text: 'dialogs.auth_login_art_text',
  },
  register: {
    kicker: 'dialogs.auth_register_kicker',
    title: 'dialogs.auth_register_art_title',
    text: 'dialogs.auth_register_art_text',
  },
}

const TAB_CLASS =
  'rounded-lg py-2.5 font-display text-xs font-semibold tracking-widest text-slate-400 transition hover:text-white data-[state=active]:bg-gradient-to-r data-[state=active]:from-neon-pink/25 data-[state=active]:to-neon-violet/25 data-[state=active]:text-white data-[state=active]:ring-1 data-[state=active]:ring-neon-pink/50'

/** The line under a form that offers the other tab */
function OtherTab({
  question,
  onClick,
  children,
}: {
  question: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <p className="mt-5 text-center text-sm text-slate-400">
      {question}{' '}
      <button
        type="button"
        onClick={onClick}
        className="font-semibold text-neon-pink hover:underline"
      >
        {children}
      </button>
    </p>
  )
}

/** The art beside the form (a banner on phones); a gradient stands in if it fails to load */
function AuthArt({ tab }: { tab: AuthTab }) {
  const t = useT()
  const [broken, setBroken] = useState<Record<string, boolean>>({})
  const copy = COPY[tab]
  const src = AUTH_IMAGES[tab]
  return (
    <div className="relative h-32 overflow-hidden bg-gradient-to-br from-neon-violet/40 via-night-800 to-neon-pink/30 md:h-auto md:min-h-[34rem]">
      {!broken[src] && (
        <img
          key={src}
          src={src}
          alt=""
          width={600}
          height={800}
          className="absolute inset-0 h-full w-full object-cover object-center"
          onError={() => setBroken((b) => ({ ...b, [src]: true }))}
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-t from-night-900 via-night-900/40 to-transparent" />
      <div className="absolute inset-x-0 bottom-0 p-5 md:p-7">
        <p className="font-display text-[0.65rem] font-semibold tracking-[0.3em] text-neon-cyan uppercase">
          {t(copy.kicker)}
        </p>
        <p className="neon-title mt-1 text-lg md:text-2xl">{t(copy.title)}</p>
        <p className="mt-2 hidden text-sm text-slate-300 md:block">{t(copy.text)}</p>
      </div>
    </div>
  )
}

/**
 * Log in / sign up dialog, opened by the openAuthModal window event with its tab and by the
 * header's LOGIN. The forgot-password link closes it and opens the reset dialog.
 */
export function AuthDialog() {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [tab, setTab] = useState<AuthTab>('login')
  const [twoFactor, setTwoFactor] = useState(false)

  useWindowEvent<{ tab?: AuthTab; twoFactor?: boolean } | undefined>(AUTH_EVENT, (detail) => {
    setTab(detail?.tab === 'register' ? 'register' : 'login')
    setTwoFactor(detail?.twoFactor === true)
    setOpen(true)
  })

  // Both images load when the dialog first opens (never on page load: the first screen does
  // not show them), so a tab switch shows the other one at once
  useEffect(() => {
    if (open) for (const src of Object.values(AUTH_IMAGES)) new Image().src = src
  }, [open])

  const close = () => setOpen(false)
  const forgot = () => {
    setOpen(false)
    openResetPwModal()
  }

  return (
    <NeonDialog
      open={open}
      onOpenChange={setOpen}
      title={tab === 'login' ? t('dialogs.auth_login_tab') : t('dialogs.auth_signup_tab')}
      hideTitle
      size="lg"
      flush
    >
      <div className="grid md:grid-cols-[5fr_7fr]">
        <AuthArt tab={tab} />
        <div className="p-6 sm:p-8">
          <Tabs.Root value={tab} onValueChange={(v) => setTab(v as AuthTab)}>
            <Tabs.List
              aria-label={t('dialogs.auth_tabs')}
              className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-night-950/80 p-1 ring-1 ring-white/10 md:mr-8"
            >
              <Tabs.Trigger value="login" className={TAB_CLASS}>
                {t('dialogs.auth_login_tab')}
              </Tabs.Trigger>
              <Tabs.Trigger value="register" className={TAB_CLASS}>
                {t('dialogs.auth_signup_tab')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login" className="focus-visible:outline-none">
              <LoginForm
                key={twoFactor ? 'code' : 'password'}
                onDone={close}
                onForgot={forgot}
                twoFactor={twoFactor}
              />
              <OtherTab question={t('dialogs.auth_new_here')} onClick={() => setTab('register')}>
                {t('dialogs.auth_create_account')}
              </OtherTab>
            </Tabs.Content>
            <Tabs.Content value="register" className="focus-visible:outline-none">
              <SignupForm onDone={close} />
              <SocialLoginButtons />
              <OtherTab question={t('dialogs.auth_registered')} onClick={() => setTab('login')}>
                {t('dialogs.auth_log_in')}
              </OtherTab>
            </Tabs.Content>
          </Tabs.Root>
          <p className="mt-6 border-t border-white/10 pt-4 text-center text-xs leading-relaxed text-slate-500">
            <WithSlot text={t('dialogs.auth_terms', { terms: SLOT })}>
              <Link href="/tos" onClick={close} className="text-neon-cyan hover:underline">
                {t('dialogs.auth_terms_link')}
              </Link>
            </WithSlot>
          </p>
        </div>
      </div>
    </NeonDialog>
  )
}
