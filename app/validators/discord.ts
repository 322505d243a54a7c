import vine from '@vinejs/vine'
import { CatalogMessages, currentI18n } from '#infra/i18n/catalog_messages'
import { parseWebhookUrl } from '#services/discord/webhook_url'
import { notEmpty } from '#validators/rules'
import {
  ANNOUNCEMENT_EVENTS,
  DISCORD_LIMITS as L,
  DISCORD_MESSAGES as M,
  unknownPlaceholderValues,
  unknownPlaceholders,
  type AnnouncementEvent,
} from '#shared/discord_announcements'

/** A Discord webhook URL (or the DISCORD_API_BASE origin's, for a local fake) */
const webhookUrl = vine.createRule((value, _options, field) => {
  if (value === '') return // left empty: a saved webhook keeps its URL
  if (typeof value !== 'string' || !parseWebhookUrl(value)) field.report(M.url, 'webhookUrl', field)
})

/** A template that names only its event's placeholders */
const knownPlaceholders = vine.createRule((value, event: AnnouncementEvent, field) => {
  if (typeof value !== 'string') return
  const unknown = unknownPlaceholders(event, value)
  if (unknown.length > 0) {
    const t = (key: string, values?: Record<string, unknown>) => currentI18n().t(key, values)
    field.report(
      M.unknownPlaceholder,
      'placeholders',
      field,
      unknownPlaceholderValues(event, unknown, t)
    )
  }
})

/** A template to change (left out: kept; sent empty: refused) */
const template = (event: AnnouncementEvent) =>
  vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(L.templateLength)
    .use(knownPlaceholders(event))
    .optional()
    .use(notEmpty())

/**
 * PUT /api/admin/discord: the whole list of webhooks (a saved one keeps its URL when `url` is
 * left out or empty; one left out of the list is removed) and the templates to change
 */
export const discordSettingsValidator = vine.create({
  webhooks: vine
    .array(
      vine.object({
        id: vine.number().withoutDecimals().positive().optional(),
        name: vine.string().trim().minLength(1).maxLength(L.nameLength).optional(),
        url: vine.string().trim().maxLength(L.urlLength).use(webhookUrl()).nullable().optional(),
        events: vine.array(vine.enum(ANNOUNCEMENT_EVENTS)).distinct(),
      })
    )
    .maxLength(L.webhooks),
  templates: vine
    .object(
      Object.fromEntries(ANNOUNCEMENT_EVENTS.map((e) => [e, template(e)])) as Record<
        AnnouncementEvent,
        ReturnType<typeof template>
      >
    )
    .optional(),
})
const name = { key: M.name, values: { max: String(L.nameLength) } }
const templateLength = { key: M.template, values: { max: String(L.templateLength) } }

discordSettingsValidator.messagesProvider = new CatalogMessages({
  'webhooks.array.maxLength': { key: M.tooMany, values: { max: String(L.webhooks) } },
  'webhooks.*.name.minLength': name,
  'webhooks.*.name.maxLength': name,
  'webhooks.*.url.maxLength': M.url,
  'webhooks.*.url.string': M.url,
  'webhooks.*.url.webhookUrl': M.url,
  'webhooks.*.events.*.enum': M.event,
  ...Object.fromEntries(
    ANNOUNCEMENT_EVENTS.flatMap((event) =>
      ['minLength', 'maxLength', 'string', 'notEmpty'].map((rule) => [
        `templates.${event}.${rule}`,
        templateLength,
      ])
    )
  ),
  ...Object.fromEntries(
    ANNOUNCEMENT_EVENTS.map((event) => [`templates.${event}.placeholders`, M.unknownPlaceholder])
  ),
})
