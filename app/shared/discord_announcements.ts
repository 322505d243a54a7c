/**
 * Discord announcements (docs/product.md, "Discord announcements"): the events the site can
 * post to Discord webhooks, the placeholders each event's template may use, the default
 * templates and the words of the admin page. Pure: imported by the server and the page.
 */
import type { MessageKey, Translate } from './messages.js'

export const ANNOUNCEMENT_EVENTS = [
  'hunt_started',
  'hunt_finished',
  'raffle_opened',
  'raffle_winners',
  'board_closed',
  'shop_item_added',
  'vault_winner',
  'stream_live',
] as const
export type AnnouncementEvent = (typeof ANNOUNCEMENT_EVENTS)[number]

type EventInfo = {
  /** the event's name (catalog key): the admin page, and the title of its Discord post */
  label: MessageKey
  /** placeholder -> what it stands for (catalog key, shown next to the template) */
  placeholders: Record<string, MessageKey>
  /** the English default; the site's default is the catalog's discord.template_<event> */
  template: string
}

const LINK = { link: 'discord_labels.ph_link' } as const

export const ANNOUNCEMENT_INFO: Record<AnnouncementEvent, EventInfo> = {
  hunt_started: {
    label: 'discord_labels.event_hunt_started',
    placeholders: {
      title: 'discord_labels.ph_hunt_title',
      start_balance: 'discord_labels.ph_start_balance',
      ...LINK,
    },
    template: 'The bonus hunt **{title}** is live with {start_balance}. Follow it: {link}',
  },
  hunt_finished: {
    label: 'discord_labels.event_hunt_finished',
    placeholders: {
      title: 'discord_labels.ph_hunt_title',
      start_balance: 'discord_labels.ph_start_balance',
      balance: 'discord_labels.ph_final_balance',
      winner: 'discord_labels.ph_closest_guess',
      ...LINK,
    },
    template: '**{title}** is over: final balance {balance}. Closest guess: {winner}.',
  },
  raffle_opened: {
    label: 'discord_labels.event_raffle_opened',
    placeholders: {
      title: 'discord_labels.ph_raffle_title',
      prize: 'discord_labels.ph_prize',
      winners: 'discord_labels.ph_winner_count',
      ...LINK,
    },
    template: 'New raffle: **{title}**, {winners} winner(s) of {prize}. Enter at {link}',
  },
  raffle_winners: {
    label: 'discord_labels.event_raffle_winners',
    placeholders: {
      title: 'discord_labels.ph_raffle_title',
      prize: 'discord_labels.ph_prize',
      winners: 'discord_labels.ph_winner_names',
      ...LINK,
    },
    template: 'Winners of **{title}** ({prize}): {winners}. Check the draw: {link}',
  },
  board_closed: {
    label: 'discord_labels.event_board_closed',
    placeholders: {
      board: 'discord_labels.ph_board',
      period: 'discord_labels.ph_period',
      top3: 'discord_labels.ph_top3',
      digest: 'discord_labels.ph_digest',
      ...LINK,
    },
    template: 'The {board} leaderboard for {period} is closed.\n{top3}\nRecord: `{digest}`',
  },
  shop_item_added: {
    label: 'discord_labels.event_shop_item_added',
    placeholders: {
      name: 'discord_labels.ph_item_name',
      price: 'discord_labels.ph_price',
      stock: 'discord_labels.ph_stock',
      ...LINK,
    },
    template: 'New in the store: **{name}** for {price} points ({stock} in stock). {link}',
  },
  vault_winner: {
    label: 'discord_labels.event_vault_winner',
    placeholders: {
      winner: 'discord_labels.ph_winner',
      amount: 'discord_labels.ph_prize',
      ...LINK,
    },
    template: '**{winner}** won the vault: {amount}! Verify the draw: {link}',
  },
  stream_live: {
    label: 'discord_labels.event_stream_live',
    placeholders: {
      platform: 'discord_labels.ph_platform',
      title: 'discord_labels.ph_stream_title',
      category: 'discord_labels.ph_category',
      link: 'discord_labels.ph_channel_link',
    },
    template: 'We are live on {platform}: **{title}**. Watch now: {link}',
  },
}

/** At most this many webhooks; a template's length (Discord's embed description allows 4096) */
export const DISCORD_LIMITS = {
  webhooks: 5,
  nameLength: 60,
  templateLength: 1500,
  urlLength: 300,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  fieldValue: 1024,
} as const

export const DISCORD_MESSAGES = {
  saved: 'discord_rules.saved',
  testQueued: 'discord_rules.test_queued',
  webhookNotFound: 'discord_rules.webhook_not_found',
  urlRequired: 'discord_rules.url_required',
  url: 'discord_rules.url',
  /** `{ max }`: DISCORD_LIMITS.nameLength */
  name: 'discord_rules.name',
  /** `{ max }`: DISCORD_LIMITS.webhooks */
  tooMany: 'discord_rules.too_many',
  event: 'discord_rules.event',
  /** `{ max }`: DISCORD_LIMITS.templateLength */
  template: 'discord_rules.template',
  /** `{ event, unknown, known }`: unknownPlaceholderValues */
  unknownPlaceholder: 'discord_rules.unknown_placeholder',
} as const satisfies Record<string, MessageKey>

/** The placeholders of `template` its event does not know, e.g. ['{prize}'] */
export function unknownPlaceholders(event: AnnouncementEvent, template: string) {
  const known = ANNOUNCEMENT_INFO[event].placeholders
  const found = [...template.matchAll(/\{([a-z0-9_]+)\}/gi)].map((m) => m[1])
  return [...new Set(found.filter((name) => !(name in known)))].map((name) => `{${name}}`)
}

/**
 * The values of DISCORD_MESSAGES.unknownPlaceholder: the event (named through `t`, the
 * request's language), the unknown placeholders and the known ones
 */
export function unknownPlaceholderValues(
  event: AnnouncementEvent,
  unknown: string[],
  t: Translate
) {
  const known = Object.keys(ANNOUNCEMENT_INFO[event].placeholders).map((p) => `{${p}}`)
  return {
    event: t(ANNOUNCEMENT_INFO[event].label),
    unknown: unknown.join(', '),
    known: known.join(', '),
  }
}

/** Fills a template: each known {placeholder} replaced by its value */
export function fillTemplate(template: string, values: Record<string, string>) {
  return template.replace(/\{([a-z0-9_]+)\}/gi, (whole, name: string) => values[name] ?? whole)
}

export type AnnouncementTemplates = Record<AnnouncementEvent, string>

export const DEFAULT_TEMPLATES = Object.fromEntries(
  ANNOUNCEMENT_EVENTS.map((event) => [event, ANNOUNCEMENT_INFO[event].template])
) as AnnouncementTemplates

export type DeliveryStatus = 'pending' | 'delivered' | 'failed'

/** A saved webhook as the admin page sees it: never its URL or token */
export type PublicWebhook = {
  id: number
  name: string
  /** the last 4 characters of the webhook's id, to tell webhooks apart */
  hint: string
  events: AnnouncementEvent[]
  last_delivery: { at: string; ok: boolean; reason: string | null } | null
}

export type DeliveryRow = {
  id: number
  webhook_id: number
  webhook: string
  event: AnnouncementEvent | 'test'
  status: DeliveryStatus
  attempts: number
  last_error: string | null
  created_at: string
  delivered_at: string | null
}

/** The body of PUT /api/admin/discord: a webhook sent without `url` keeps its saved one */
export type DiscordSettingsInput = {
  webhooks: { id?: number; name?: string; url?: string | null; events: AnnouncementEvent[] }[]
  templates?: Partial<Record<AnnouncementEvent, string | undefined>>
}
