import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import { siteLocale } from '#config/i18n'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { dbTimestamp } from '#infra/db/time'
import { insertedId } from '#infra/db/writes'
import { recordAudit } from '#services/audit/record_audit'
import { announcementMessage, discordMessage, type EmbedField } from '#services/discord/embeds'
import { savedTemplates, webhookEvents, webhookRows } from '#services/discord/webhook_settings'
import {
  ANNOUNCEMENT_INFO,
  DISCORD_MESSAGES as M,
  type AnnouncementEvent,
} from '#shared/discord_announcements'

/**
 * The outbox of Discord announcements. A change worth announcing calls `announce` inside its
 * own transaction: one row per webhook that posts the event, with the message built from the
 * template in use, so a rolled-back change announces nothing and a committed one is never
 * lost. (event, occurrence, webhook) is unique: an occurrence is queued once per webhook
 * however often it is announced. The worker posts the rows (delivery.ts).
 */

export type Announcement = {
  event: AnnouncementEvent
  /** what happened, once: `hunt:12`, `raffle:3` */
  occurrence: string
  values: Record<string, string>
  /** the site page the post links back to */
  path: string
  fields?: EmbedField[]
}

type OutboxInsert = { event: string; occurrence: string; webhook_id: number; payload: string }

async function queue(client: QueryClientContract, rows: OutboxInsert[]) {
  if (rows.length === 0) return []
  const now = dbTimestamp(client)
  const inserted = await client
    .insertQuery()
    .table('discord_outbox')
    .insert(
      rows.map((row) => ({ ...row, status: 'pending', next_attempt_at: now, created_at: now }))
    )
    .onConflict(['event', 'occurrence', 'webhook_id'])
    .ignore()
    .returning('id')
  return (inserted as unknown[]).map(insertedId)
}

/** Queues the announcement for every webhook that posts its event (in the caller's transaction) */
export async function announce(trx: QueryClientContract, announcement: Announcement) {
  const saved = await webhookRows(trx)
  const webhooks = saved.filter((row) => webhookEvents(row).includes(announcement.event))
  if (webhooks.length === 0) return
  const templates = await savedTemplates(trx)
  const template = templates[announcement.event]
  const { event, occurrence, values, path, fields } = announcement
  const payload = JSON.stringify(announcementMessage(event, template, values, path, fields))
  await queue(
    trx,
    webhooks.map((row) => ({ event, occurrence, webhook_id: Number(row.id), payload }))
  )
}

/** The test post's words: the bot and Discord posts speak the site's language (SITE_LOCALE) */
function postsOf(row: { events: string }) {
  const i18n = i18nManager.locale(siteLocale)
  const labels = webhookEvents(row).map((event) => i18n.t(ANNOUNCEMENT_INFO[event].label))
  return labels.join(', ') || i18n.t('discord_labels.test_no_events')
}

/** POST /api/admin/discord/webhooks/:id/test: queues a sample post for one webhook (audited) */
export async function queueTestPost(actorId: number, webhookId: number) {
  return db.transaction(async (trx) => {
    const row = await trx.from('discord_webhooks').where('id', webhookId).first()
    if (!row) throw new ActionRefusedException(ERROR_CODES.notFound, M.webhookNotFound)
    const i18n = i18nManager.locale(siteLocale)
    const message = discordMessage({
      event: 'test',
      title: i18n.t('discord_labels.test_title'),
      description: i18n.t('discord_labels.test_description', { name: row.name }),
      path: '/',
      fields: [{ name: i18n.t('discord_labels.test_posts'), value: postsOf(row) }],
    })
    const [id] = await queue(trx, [
      {
        event: 'test',
        occurrence: `test:${randomUUID()}`,
        webhook_id: webhookId,
        payload: JSON.stringify(message),
      },
    ])
    await recordAudit(trx, {
      actorId,
      action: 'discord.test',
      subjectType: 'discord_webhook',
      subjectId: webhookId,
    })
    return id
  })
}
