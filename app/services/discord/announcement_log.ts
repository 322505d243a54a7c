import db from '@adonisjs/lucid/services/db'
import { readDbTimestamp } from '#infra/db/time'
import {
  publicWebhooks,
  savedTemplates,
  siteDefaultTemplates,
} from '#services/discord/webhook_settings'
import type { DeliveryRow, DeliveryStatus } from '#shared/discord_announcements'

/**
 * What the Discord page shows: the webhooks (no URL), the templates and the recent posts; the
 * built-in templates (`default_templates`) are in the site's language (SITE_LOCALE), the one
 * the posts use, whatever the admin's own language
 */

const RECENT = 20

function iso(value: string | Date | null) {
  return value === null ? null : readDbTimestamp(value).toISO()!
}

export async function recentDeliveries(): Promise<DeliveryRow[]> {
  const rows = await db
    .from('discord_outbox')
    .join('discord_webhooks', 'discord_webhooks.id', 'discord_outbox.webhook_id')
    .orderBy('discord_outbox.id', 'desc')
    .limit(RECENT)
    .select(
      'discord_outbox.id',
      'discord_outbox.webhook_id',
      'discord_webhooks.name as webhook',
      'discord_outbox.event',
      'discord_outbox.status',
      'discord_outbox.attempts',
      'discord_outbox.last_error',
      'discord_outbox.created_at',
      'discord_outbox.delivered_at'
    )
  return rows.map((row) => ({
    id: Number(row.id),
    webhook_id: Number(row.webhook_id),
    webhook: String(row.webhook),
    event: row.event,
    status: row.status as DeliveryStatus,
    attempts: Number(row.attempts),
    last_error: row.last_error,
    created_at: iso(row.created_at)!,
    delivered_at: iso(row.delivered_at),
  }))
}

export async function discordPageState() {
  return {
    webhooks: await publicWebhooks(),
    templates: await savedTemplates(),
    default_templates: siteDefaultTemplates(),
    deliveries: await recentDeliveries(),
  }
}
