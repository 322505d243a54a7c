import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import { siteLocale } from '#config/i18n'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { recordAudit } from '#services/audit/record_audit'
import { dbTimestamp, readDbTimestamp } from '#infra/db/time'
import { sealSecret } from '#infra/db/stored_secret'
import { saveSettingsRow } from '#infra/db/writes'
import { webhookHint } from '#services/discord/webhook_url'
import {
  ANNOUNCEMENT_EVENTS,
  ANNOUNCEMENT_INFO,
  DISCORD_MESSAGES as M,
  type AnnouncementEvent,
  type AnnouncementTemplates,
  type DiscordSettingsInput,
  type PublicWebhook,
} from '#shared/discord_announcements'

/**
 * The Discord page's settings: the webhooks (each URL encrypted, shown only as a hint) with
 * the events each one posts, and the announcement templates. Saving is one audited
 * transaction; the audit rows hold the public view only.
 */

/** Ties the ciphertext to its use (#infra/db/stored_secret) */
export const WEBHOOK_URL_PURPOSE = 'discord-webhook-url'

export type WebhookRow = {
  id: number
  name: string
  url: string
  hint: string
  events: string
  last_delivery_at: string | Date | null
  last_delivery_ok: boolean | number | null
  last_delivery_reason: string | null
}

export function webhookEvents(row: Pick<WebhookRow, 'events'>): AnnouncementEvent[] {
  const saved = JSON.parse(row.events || '[]') as string[]
  return ANNOUNCEMENT_EVENTS.filter((event) => saved.includes(event))
}

function publicWebhook(row: WebhookRow): PublicWebhook {
  return {
    id: Number(row.id),
    name: row.name,
    hint: row.hint,
    events: webhookEvents(row),
    last_delivery: row.last_delivery_at
      ? {
          at: readDbTimestamp(row.last_delivery_at).toISO()!,
          ok: Boolean(row.last_delivery_ok),
          reason: row.last_delivery_reason,
        }
      : null,
  }
}

export async function webhookRows(client: QueryClientContract = db.connection()) {
  return (await client.from('discord_webhooks').orderBy('id', 'asc')) as WebhookRow[]
}

export async function publicWebhooks(client: QueryClientContract = db.connection()) {
  const rows = await webhookRows(client)
  return rows.map(publicWebhook)
}

/** The templates in use: the saved ones over the defaults */
export async function savedTemplates(
  client: QueryClientContract = db.connection()
): Promise<AnnouncementTemplates> {
  const row = await client.from('discord_announcement_settings').where('id', 1).first()
  const saved = row ? (JSON.parse(row.templates) as Partial<AnnouncementTemplates>) : {}
  return { ...siteDefaultTemplates(), ...saved }
}

/**
 * The built-in templates in the site's language (SITE_LOCALE; the catalog's discord area, each
 * {placeholder} kept for fillTemplate). A template the admin saved stays as they wrote it.
 */
export function siteDefaultTemplates(): AnnouncementTemplates {
  const i18n = i18nManager.locale(siteLocale)
  return Object.fromEntries(
    ANNOUNCEMENT_EVENTS.map((event) => {
      const names = Object.keys(ANNOUNCEMENT_INFO[event].placeholders)
      const kept = Object.fromEntries(names.map((name) => [name, `{${name}}`]))
      return [event, i18n.t(`discord.template_${event}`, kept)]
    })
  ) as AnnouncementTemplates
}

/** The new list of webhooks: kept ones updated, new ones added, those left out removed */
async function saveWebhooks(trx: QueryClientContract, input: DiscordSettingsInput['webhooks']) {
  const saved = await webhookRows(trx)
  const now = dbTimestamp(trx)
  const keep = new Set<number>()
  for (const webhook of input) {
    const url = webhook.url || null
    const values = {
      events: JSON.stringify(webhook.events),
      updated_at: now,
      ...(url && { url: sealSecret(url, WEBHOOK_URL_PURPOSE), hint: webhookHint(url) }),
    }
    if (webhook.id !== undefined) {
      const row = saved.find((r) => Number(r.id) === webhook.id)
      if (!row) throw new ActionRefusedException(ERROR_CODES.notFound, M.webhookNotFound)
      await trx
        .from('discord_webhooks')
        .where('id', row.id)
        .update({ ...values, name: webhook.name ?? row.name })
      keep.add(Number(row.id))
    } else {
      if (!url) throw new ActionRefusedException(ERROR_CODES.unusableInput, M.urlRequired)
      const name = webhook.name ?? `Webhook ${webhookHint(url)}`
      await trx
        .insertQuery()
        .table('discord_webhooks')
        .insert({ ...values, name, created_at: now })
    }
  }
  const removed = saved.filter((row) => !keep.has(Number(row.id))).map((row) => row.id)
  if (removed.length > 0) await trx.from('discord_webhooks').whereIn('id', removed).delete()
}

/** PUT /api/admin/discord: saves the webhooks and templates, audited (no URL in the audit) */
export async function saveDiscordSettings(actorId: number, input: DiscordSettingsInput) {
  await db.transaction(async (trx) => {
    const before = { webhooks: await publicWebhooks(trx), templates: await savedTemplates(trx) }
    await saveWebhooks(trx, input.webhooks)
    const changed = Object.entries(input.templates ?? {}).filter(([, text]) => text !== undefined)
    const templates = { ...before.templates, ...Object.fromEntries(changed) }
    await saveSettingsRow(trx, 'discord_announcement_settings', {
      templates: JSON.stringify(templates),
    })
    const after = await publicWebhooks(trx)
    const webhooks = after.map(({ last_delivery: _, ...w }) => w)
    await recordAudit(trx, {
      actorId,
      action: 'discord.settings',
      subjectType: 'discord_settings',
      subjectId: 1,
      before: { ...before, webhooks: before.webhooks.map(({ last_delivery: _, ...w }) => w) },
      after: { webhooks, templates },
    })
  })
  return M.saved
}
