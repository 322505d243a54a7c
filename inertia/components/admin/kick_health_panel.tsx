import { Radio } from 'lucide-react'
import { LocalDate } from '~/components/admin/local_date'
import { WarningNotice } from '~/components/ui/warning_notice'
import { useT } from '~/lib/i18n'
import {
  CHAT_SILENCE_MINUTES,
  KICK_WEBHOOKS_NOT_CONFIGURED,
  kickDelay,
  type KickHealth,
} from '@shared/admin'
import { PLATFORM_NAMES } from '@shared/platforms'

/** Until the streamer's Kick channel is configured, the webhook refuses every event */
export function KickWebhooksWarning() {
  const t = useT()
  return (
    <WarningNotice className="mb-4" title={t(KICK_WEBHOOKS_NOT_CONFIGURED)}>
      <p className="mt-2 text-slate-200">
        {t('admin.kick_env_before')}{' '}
        <code className="font-mono text-neon-cyan">KICK_BROADCASTER_ID</code>{' '}
        {t('admin.kick_env_middle')}{' '}
        <code className="font-mono text-neon-cyan">KICK_WEBHOOK_PUBLIC_KEY</code>{' '}
        {t('admin.kick_env_after')}
      </p>
    </WarningNotice>
  )
}

/** Until the EventSub secret and the streamer's Twitch id are set, Twitch's webhook refuses all */
export function TwitchWebhooksWarning() {
  const t = useT()
  return (
    <WarningNotice className="mb-4" title={t('admin_labels.twitch_webhooks_not_configured')}>
      <p className="mt-2 text-slate-200">
        {t('admin.twitch_env_before')}{' '}
        <code className="font-mono text-neon-cyan">TWITCH_EVENTSUB_SECRET</code>,{' '}
        <code className="font-mono text-neon-cyan">TWITCH_BROADCASTER_ID</code>{' '}
        {t('admin.twitch_env_after')}{' '}
        <code className="font-mono text-neon-cyan">node ace twitch:subscribe</code>.
      </p>
    </WarningNotice>
  )
}

/**
 * A platform's webhook health (Kick or Twitch): live or offline, the last webhook and the last
 * chat event, Twitch's last revocation, and a warning when the stream is live but chat went
 * silent (webhooks can stop silently)
 */
export function KickHealthPanel({
  health,
  platform = 'kick',
}: {
  health: KickHealth
  platform?: 'kick' | 'twitch'
}) {
  const t = useT()
  const twitch = platform === 'twitch'
  return (
    <section
      aria-label={t(twitch ? 'admin.twitch_webhooks' : 'admin.kick_webhooks')}
      className="neon-panel mb-4 p-4 text-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold text-white">
          <Radio aria-hidden className="h-4 w-4 text-neon-cyan" /> {PLATFORM_NAMES[platform]}
        </p>
        <span
          className={`rounded-full px-2.5 py-0.5 text-[11px] font-bold tracking-wider uppercase ring-1 ${
            health.live
              ? 'bg-neon-mint/10 text-neon-mint ring-neon-mint/40'
              : 'bg-white/5 text-slate-400 ring-white/15'
          }`}
        >
          {health.live ? t('admin.kick_live') : t('admin.kick_offline')}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-400">
        <dt>{t('admin.kick_last_webhook')}</dt>
        <dd className="text-slate-200">
          <LocalDate value={health.last_webhook_at} withTime fallback={t('admin.never')} />
        </dd>
        <dt>{t('admin.kick_last_chat')}</dt>
        <dd className="text-slate-200">
          <LocalDate value={health.last_chat_at} withTime fallback={t('admin.never')} />
        </dd>
        {!twitch && <dt>{t('admin.kick_delay')}</dt>}
        {!twitch && (
          <dd className="text-slate-200" data-testid="kick-delay">
            {t(...kickDelay(health.delay_seconds))}
          </dd>
        )}
        {health.revocation && <dt>{t('admin.twitch_revoked')}</dt>}
        {health.revocation && (
          <dd className="text-red-300" data-testid="twitch-revocation">
            {health.revocation} ·{' '}
            <LocalDate value={health.revoked_at} withTime fallback={t('admin.never')} />
          </dd>
        )}
      </dl>
      {health.chat_silent && (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-red-500/10 px-3 py-2 text-red-300 ring-1 ring-red-500/30"
        >
          {t(twitch ? 'admin.twitch_chat_silent' : 'admin.kick_chat_silent', {
            minutes: CHAT_SILENCE_MINUTES,
          })}{' '}
          <code className="font-mono text-neon-cyan">
            node ace {twitch ? 'twitch' : 'kick'}:subscribe
          </code>
          .
        </p>
      )}
    </section>
  )
}
