import i18nManager from '@adonisjs/i18n/services/main'
import { absoluteUrl } from '#config/app'
import { siteLocale } from '#config/i18n'
import {
  ANNOUNCEMENT_INFO,
  DISCORD_LIMITS as L,
  fillTemplate,
  type AnnouncementEvent,
} from '#shared/discord_announcements'

/**
 * The Discord message of an announcement: one embed in the site's neon colours, its title the
 * event (in the site's language, SITE_LOCALE), its description the filled template, its link back to the site page, within
 * Discord's limits. Mentions are switched off: a username or a template never pings anyone.
 */

/** The neon palette of inertia/css (as Discord's integer colours) */
const NEON = {
  pink: 0xff2bd6,
  cyan: 0x22e4ff,
  violet: 0x8b5cf6,
  orange: 0xff8a3d,
  mint: 0x3dffc5,
  green: 0x4ade80,
  blue: 0x3b82f6,
  red: 0xff3b5c,
}

const COLOURS: Record<AnnouncementEvent | 'test', number> = {
  hunt_started: NEON.cyan,
  hunt_finished: NEON.mint,
  raffle_opened: NEON.pink,
  raffle_winners: NEON.violet,
  board_closed: NEON.orange,
  shop_item_added: NEON.blue,
  vault_winner: NEON.green,
  stream_live: NEON.red,
  test: NEON.cyan,
}

export type EmbedField = { name: string; value: string; inline?: boolean }

export type DiscordMessage = {
  embeds: {
    title: string
    description: string
    url: string
    color: number
    fields: EmbedField[]
    timestamp: string
  }[]
  allowed_mentions: { parse: [] }
}

function clip(text: string, max: number) {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}

export function discordMessage(input: {
  event: AnnouncementEvent | 'test'
  title: string
  description: string
  path: string
  fields?: EmbedField[]
  at?: Date
}): DiscordMessage {
  const fields = (input.fields ?? []).slice(0, L.embedFields).map((field) => ({
    name: clip(field.name, L.embedTitle),
    value: clip(field.value, L.fieldValue),
    ...(field.inline && { inline: true }),
  }))
  return {
    embeds: [
      {
        title: clip(input.title, L.embedTitle),
        description: clip(input.description, L.embedDescription),
        url: absoluteUrl(input.path),
        color: COLOURS[input.event],
        fields,
        timestamp: (input.at ?? new Date()).toISOString(),
      },
    ],
    allowed_mentions: { parse: [] },
  }
}

/** An event's message from its template and the values of its placeholders */
export function announcementMessage(
  event: AnnouncementEvent,
  template: string,
  values: Record<string, string>,
  path: string,
  fields?: EmbedField[]
) {
  const description = fillTemplate(template, { ...values, link: absoluteUrl(path) })
  const title = i18nManager.locale(siteLocale).t(ANNOUNCEMENT_INFO[event].label)
  return discordMessage({ event, title, description, path, fields })
}
