import { useEffect, useState, type FormEvent } from 'react'
import { useHttp, usePage } from '@inertiajs/react'
import { toast } from 'sonner'
import { Link2, Unlink } from 'lucide-react'
import { NeonButton, neonButtonClass } from '~/components/ui/neon_button'
import { TextField } from '~/components/ui/form_field'
import { ProfileSection } from '~/components/profile/section'
import { call } from '~/lib/api_client'
import { DISCORD, KICK, TWITCH, type Provider } from '~/components/profile/connection_providers'
import { useBusy } from '~/hooks/use_busy'
import { failForm, sendForm } from '~/lib/http_form'
import { bindData } from '~/lib/bind_input'
import { reloadUser } from '~/lib/account'
import { apiMessage } from '~/lib/api_message'
import { celsiusUsernameError } from '@shared/accounts'
import { WithSlot, SLOT } from '~/components/ui/with_slot'
import { tNow, useT } from '~/lib/i18n'

/** One linked account: status, connect (browser navigation to the OAuth start) or disconnect */
function ConnectionCard({
  provider,
  linkedAs,
  onChanged,
}: {
  provider: Provider
  linkedAs: string | null | undefined
  onChanged: () => void
}) {
  const t = useT()
  const { busy, run } = useBusy()
  const unlink = () =>
    run(async () => {
      try {
        const result = await call(provider.unlinkRoute, {})
        if (!result.ok) {
          toast.error(t(provider.unlinkFailed))
          return
        }
        toast.success(t(provider.unlinked))
        onChanged()
      } catch {
        toast.error(t(provider.unlinkFailed))
      }
    })

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-white/10 bg-night-950/50 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span
          className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${provider.tint}`}
          aria-hidden
        >
          <span
            className="h-6 w-6 bg-white"
            style={{
              maskImage: `url(${provider.icon})`,
              WebkitMaskImage: `url(${provider.icon})`,
              maskSize: 'contain',
              WebkitMaskSize: 'contain',
              maskRepeat: 'no-repeat',
              WebkitMaskRepeat: 'no-repeat',
              maskPosition: 'center',
            }}
          />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-display text-sm font-semibold text-white">
            <span>{provider.name}</span>
            {linkedAs ? (
              <span className="rounded-full bg-neon-green/15 px-2 py-0.5 font-sans text-[0.65rem] font-bold tracking-wider text-neon-green ring-1 ring-neon-green/40">
                {t('profile.connected')}
              </span>
            ) : (
              <span className="rounded-full bg-white/5 px-2 py-0.5 font-sans text-[0.65rem] font-bold tracking-wider text-slate-400 ring-1 ring-white/15">
                {t('profile.not_connected')}
              </span>
            )}
          </p>
          <p className="mt-1 text-xs text-slate-400">
            {linkedAs ? (
              <WithSlot text={t('profile.linked_as', { name: SLOT })}>
                <span className="font-semibold break-all text-slate-200">{linkedAs}</span>
              </WithSlot>
            ) : (
              t(provider.blurb)
            )}
          </p>
        </div>
      </div>
      {linkedAs ? (
        <NeonButton variant="vapourPink" size="sm" onClick={unlink} disabled={busy}>
          <Unlink className="h-3.5 w-3.5" aria-hidden />
          {busy ? t('profile.disconnect_busy') : t('profile.disconnect')}
        </NeonButton>
      ) : (
        <a href={provider.connectUrl} className={neonButtonClass(provider.variant, 'sm')}>
          <Link2 className="h-3.5 w-3.5" aria-hidden />
          {t('profile.connect')}
        </a>
      )}
    </div>
  )
}

function CelsiusForm() {
  const t = useT()
  const user = usePage().props.user
  const form = useHttp({ celsius_username: user?.celsius_username ?? '' })
  const fail = (message: string) => failForm(form, message, 'celsius_username')

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = celsiusUsernameError(form.data.celsius_username)
    if (invalid) return fail(tNow(invalid))
    if (form.processing) return
    form.transform(({ celsius_username }) => ({ celsius_username: celsius_username.trim() }))
    try {
      const result = await sendForm(form, 'account_api.user.update')
      if (!result.ok) return fail(apiMessage(result.data) ?? t('profile.celsius_failed'))
      toast.success(t('profile.celsius_saved'))
      reloadUser()
    } catch {
      fail(t('profile.celsius_failed'))
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        className="flex-1"
        label={t('profile.celsius_label')}
        name="celsius_username"
        placeholder={t('profile.celsius_placeholder')}
        {...bindData(form, 'celsius_username')}
        error={form.errors.celsius_username}
      />
      <NeonButton type="submit" className="h-11" disabled={form.processing}>
        {form.processing ? t('profile.saving') : t('profile.save')}
      </NeonButton>
    </form>
  )
}

/**
 * CONNECTIONS: the Discord and Twitch statuses come from the user object; the Kick status is loaded whenever the tab is opened.
 */
export function ConnectionsPanel({ active }: { active: boolean }) {
  const t = useT()
  const user = usePage().props.user
  const [kick, setKick] = useState<{ connected: boolean; kick_name: string | null } | null>(null)

  const loadKick = async () => {
    try {
      const result = await call('account_links.kick.connection', {})
      if (result.ok)
        setKick({ connected: !!result.data.connected, kick_name: result.data.kick_name ?? null })
    } catch {
      // the card keeps its last known state
    }
  }

  useEffect(() => {
    if (active) loadKick()
  }, [active])

  const kickName = kick
    ? kick.connected
      ? (kick.kick_name ?? t('profile.kick_user'))
      : null
    : user?.kick_username

  return (
    <div className="space-y-4">
      <ProfileSection title={t('profile.linked_title')} hint={t('profile.linked_hint')}>
        <div className="space-y-3">
          <ConnectionCard
            provider={DISCORD}
            linkedAs={user?.discord_username}
            onChanged={reloadUser}
          />
          <ConnectionCard
            provider={TWITCH}
            linkedAs={user?.twitch_username}
            onChanged={reloadUser}
          />
          <ConnectionCard
            provider={KICK}
            linkedAs={kickName}
            onChanged={() => {
              reloadUser()
              loadKick()
            }}
          />
        </div>
      </ProfileSection>
      <ProfileSection title={t('profile.celsius_title')} hint={t('profile.celsius_hint')}>
        <CelsiusForm />
      </ProfileSection>
    </div>
  )
}
