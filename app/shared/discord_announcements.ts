/**
 * Discord announcements (docs/product.md, "Discord announcements"): the events the site can
 * post to Discord webhooks, the placeholders each event's template may use, the default
 * templates and the words of the admin page. Pure: imported by the server and the page.
 */
import type { MessageKey } from './messages.js'

export const ANNOUNCEMENT_EVENTS = [
  'hunt_started',
  'hunt_finished',
  'raffle_opened',
  'raffle_winners',
  'board_closed',
  'shop_item_added',
  'vault_winner',
] as const
export type AnnouncementEvent = (typeof ANNOUNCEMENT_EVENTS)[number]

type EventInfo = {
  label: string
  /** placeholder -> what it stands for (shown next to the template) */
  placeholders: Record<string, string>
  template: string
}

const LINK = { link: 'the page on the site' }

export const ANNOUNCEMENT_INFO: Record<AnnouncementEvent, EventInfo> = {
  hunt_started: {
    label: 'Bonus hunt started',
    placeholders: { title: 'hunt title', start_balance: 'starting balance', ...LINK },
    template: 'The bonus hunt **{title}** is live with {start_balance}. Follow it: {link}',
  },
  hunt_finished: {
    label: 'Bonus hunt finished',
    placeholders: {
      title: 'hunt title',
      start_balance: 'starting balance',
      balance: 'final balance',
      winner: 'closest guess (or "nobody")',
      ...LINK,
    },
    template: '**{title}** is over: final balance {balance}. Closest guess: {winner}.',
  },
  raffle_opened: {
    label: 'Raffle opened',
    placeholders: { title: 'raffle title', prize: 'prize', winners: 'number of winners', ...LINK },
    template: 'New raffle: **{title}**, {winners} winner(s) of {prize}. Enter at {link}',
  },
  raffle_winners: {
    label: 'Raffle winners drawn',
    placeholders: { title: 'raffle title', prize: 'prize', winners: 'winner names', ...LINK },
    template: 'Winners of **{title}** ({prize}): {winners}. Check the draw: {link}',
  },
  board_closed: {
    label: 'Leaderboard period closed',
    placeholders: {
      board: 'board name',
      period: 'period dates',
      top3: 'top 3 with their scores',
      digest: 'SHA-256 of the frozen board',
      ...LINK,
    },
    template: 'The {board} leaderboard for {period} is closed.\n{top3}\nRecord: `{digest}`',
  },
  shop_item_added: {
    label: 'New shop item',
    placeholders: { name: 'item name', price: 'price in points', stock: 'stock', ...LINK },
    template: 'New in the store: **{name}** for {price} points ({stock} in stock). {link}',
  },
  vault_winner: {
    label: 'Vault winner',
    placeholders: { winner: 'winner name', amount: 'prize', ...LINK },
    template: '**{winner}** won the vault: {amount}! Verify the draw: {link}',
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

/** The values of DISCORD_MESSAGES.unknownPlaceholder: the event, the unknown and the known ones */
export function unknownPlaceholderValues(event: AnnouncementEvent, unknown: string[]) {
  const known = Object.keys(ANNOUNCEMENT_INFO[event].placeholders).map((p) => `{${p}}`)
  return {
    event: ANNOUNCEMENT_INFO[event].label,
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
