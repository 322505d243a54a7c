import { Plus, Send, Trash2, Webhook } from 'lucide-react'
import { AdminPanel } from '~/components/admin/admin_page'
import { Field } from '~/components/admin/field'
import { NeonButton } from '~/components/ui/neon_button'
import { EventToggles } from '~/components/admin/discord/event_toggles'
import { LastDelivery } from '~/components/admin/discord/last_delivery'
import type { WebhookDraft } from '~/hooks/use_discord_settings'
import { ANNOUNCEMENT_EVENTS, DISCORD_LIMITS } from '@shared/discord_announcements'
import { useT } from '~/lib/i18n'

type Props = {
  webhooks: WebhookDraft[]
  onChange: (webhooks: WebhookDraft[]) => void
  onTest: (id: number) => void
  pending: string | null
}

let added = 0

/**
 * The webhooks: each one's name, its URL (write-only: a saved one shows only the end of its
 * id, and keeps its URL unless a new one is pasted), the events it posts, its last delivery
 * and a Test button. Changes apply with Save.
 */
export function WebhooksSection({ webhooks, onChange, onTest, pending }: Props) {
  const t = useT()
  const update = (key: string, change: Partial<WebhookDraft>) =>
    onChange(webhooks.map((w) => (w.key === key ? { ...w, ...change } : w)))
  const add = () =>
    onChange([
      ...webhooks,
      { key: `new-${++added}`, name: '', url: '', events: [...ANNOUNCEMENT_EVENTS], saved: null },
    ])

  return (
    <AdminPanel
      title={t('admin_discord.webhooks_title')}
      icon={Webhook}
      iconClassName="text-neon-cyan"
      note={t('admin_discord.webhooks_count', {
        count: String(webhooks.length),
        max: String(DISCORD_LIMITS.webhooks),
      })}
    >
      {webhooks.length === 0 && (
        <p className="mb-4 text-sm text-slate-400">{t('admin_discord.webhooks_empty')}</p>
      )}
      <ul className="space-y-4">
        {webhooks.map((webhook) => (
          <li
            key={webhook.key}
            className="space-y-4 rounded-xl bg-night-950/60 p-4 ring-1 ring-white/10"
            data-webhook={webhook.id ?? 'new'}
          >
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
              <Field
                id={`${webhook.key}-name`}
                label={t('admin_discord.webhook_name')}
                value={webhook.name}
                maxLength={DISCORD_LIMITS.nameLength}
                placeholder="#announcements"
                onChange={(e) => update(webhook.key, { name: e.target.value })}
              />
              <Field
                id={`${webhook.key}-url`}
                label={t('admin_discord.webhook_url')}
                type="password"
                autoComplete="off"
                value={webhook.url}
                placeholder={
                  webhook.saved
                    ? t('admin_discord.webhook_saved_hint', { hint: webhook.saved.hint })
                    : 'https://discord.com/api/webhooks/...'
                }
                hint={webhook.saved ? t('admin_discord.webhook_stored') : undefined}
                onChange={(e) => update(webhook.key, { url: e.target.value })}
              />
            </div>
            <EventToggles
              id={webhook.key}
              value={webhook.events}
              onChange={(events) => update(webhook.key, { events })}
            />
            <div className="flex flex-wrap items-end justify-between gap-3">
              {webhook.saved ? (
                <LastDelivery delivery={webhook.saved.last_delivery} />
              ) : (
                <p className="text-xs text-slate-500">{t('admin_discord.webhook_new')}</p>
              )}
              <div className="flex gap-2">
                {webhook.id !== undefined && (
                  <NeonButton
                    variant="vapourBlue"
                    size="sm"
                    disabled={pending !== null}
                    onClick={() => onTest(webhook.id!)}
                  >
                    <Send className="h-3.5 w-3.5" aria-hidden />
                    {pending === `test-${webhook.id}`
                      ? t('admin_discord.webhook_sending')
                      : t('admin_discord.webhook_test')}
                  </NeonButton>
                )}
                <NeonButton
                  variant="vapourOrange"
                  size="sm"
                  aria-label={t('admin_discord.webhook_remove_label', {
                    name: webhook.name || t('admin_discord.webhook_fallback'),
                  })}
                  onClick={() => onChange(webhooks.filter((w) => w.key !== webhook.key))}
                >
                  <Trash2 className="h-3.5 w-3.5" aria-hidden /> {t('admin_discord.webhook_remove')}
                </NeonButton>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {webhooks.length < DISCORD_LIMITS.webhooks && (
        <NeonButton variant="vapourGray" size="sm" className="mt-4" onClick={add}>
          <Plus className="h-3.5 w-3.5" aria-hidden /> {t('admin_discord.webhook_add')}
        </NeonButton>
      )}
    </AdminPanel>
  )
}
