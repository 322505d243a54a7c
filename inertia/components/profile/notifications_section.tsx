import { Bell, BellOff, BellRing } from 'lucide-react'
import { ProfileSection } from '~/components/profile/section'
import { NeonButton } from '~/components/ui/neon_button'
import { NeonSwitch } from '~/components/ui/neon_switch'
import { usePushBell, type PushStatus } from '~/hooks/use_push_bell'
import { useT } from '~/lib/i18n'
import type { MessageKey } from '@shared/messages'
import { PUSH_TOPIC_LABELS, PUSH_TOPICS, type PushSettings } from '@shared/push'

/** Why the bell cannot be rung, when it cannot */
const NOTICES: Partial<Record<PushStatus, MessageKey>> = {
  loading: 'push.loading',
  unsupported: 'push.unsupported',
  not_configured: 'push.not_configured',
  blocked: 'push.blocked',
}

/**
 * NOTIFICATIONS on My Account: the bell subscribes this browser to push (the browser asks for
 * permission then, never on load), then one switch per topic, and turning it off here or on
 * every browser of the account
 */
export function NotificationsSection({ settings }: { settings: PushSettings }) {
  const t = useT()
  const bell = usePushBell(settings)
  const notice = NOTICES[bell.status]
  const on = bell.status === 'on'

  return (
    <ProfileSection title={t('push.title')} hint={t('push.hint')}>
      <div className="space-y-4" id="notifications">
        <div className="flex flex-wrap items-center gap-3">
          <span
            aria-hidden
            className={`grid h-11 w-11 shrink-0 place-items-center rounded-full ring-1 ${on ? 'bg-neon-mint/15 text-neon-mint ring-neon-mint/60 shadow-glow-pink' : 'bg-white/5 text-slate-400 ring-white/15'}`}
          >
            {on ? (
              <BellRing className="h-5 w-5" />
            ) : notice ? (
              <BellOff className="h-5 w-5" />
            ) : (
              <Bell className="h-5 w-5" />
            )}
          </span>
          <p className="min-w-40 flex-1 text-sm text-slate-300" role="status">
            {notice ? t(notice) : t(on ? 'push.on_here' : 'push.off_here')}
          </p>
          {bell.status === 'off' && (
            <NeonButton size="sm" icon={Bell} disabled={bell.busy} onClick={bell.turnOn}>
              {t('push.turn_on')}
            </NeonButton>
          )}
        </div>

        {on && (
          <fieldset className="space-y-2">
            <legend className="mb-2 text-xs font-semibold tracking-wider text-slate-400 uppercase">
              {t('push.topics')}
            </legend>
            {PUSH_TOPICS.map((topic) => (
              <label
                key={topic}
                className="flex items-center justify-between gap-3 rounded-lg bg-night-950/60 px-3 py-2 text-sm text-slate-200 ring-1 ring-white/5"
              >
                <span>{t(PUSH_TOPIC_LABELS[topic])}</span>
                <NeonSwitch
                  checked={bell.topics.includes(topic)}
                  disabled={bell.busy}
                  label={t(PUSH_TOPIC_LABELS[topic])}
                  onCheckedChange={(checked) => bell.toggle(topic, checked)}
                />
              </label>
            ))}
          </fieldset>
        )}

        {(on || bell.others > 0) && (
          <div className="flex flex-wrap items-center gap-2 border-t border-white/5 pt-3">
            {bell.others > 0 && (
              <p className="w-full text-xs text-slate-400">
                {t('push.other_browsers', { count: bell.others })}
              </p>
            )}
            {on && (
              <NeonButton
                size="sm"
                variant="vapourGray"
                disabled={bell.busy}
                onClick={() => bell.turnOff(false)}
              >
                {t('push.turn_off')}
              </NeonButton>
            )}
            <NeonButton
              size="sm"
              variant="vapourPink"
              icon={BellOff}
              disabled={bell.busy}
              onClick={() => bell.turnOff(true)}
            >
              {t('push.turn_off_all')}
            </NeonButton>
          </div>
        )}
      </div>
    </ProfileSection>
  )
}
