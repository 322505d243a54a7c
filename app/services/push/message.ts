import i18nManager from '@adonisjs/i18n/services/main'
import { siteLocale } from '#config/i18n'
import { isLocale } from '#shared/locales'
import type { MessageKey } from '#shared/messages'

/** What a queued notification is about: its title and text (catalog area `push`) */
export const PUSH_KINDS = {
  go_live: { title: 'push.notice_go_live_title', body: 'push.notice_go_live_body' },
  raffle_opened: {
    title: 'push.notice_raffle_opened_title',
    body: 'push.notice_raffle_opened_body',
  },
  hunt_started: { title: 'push.notice_hunt_started_title', body: 'push.notice_hunt_started_body' },
  raffle_won: { title: 'push.notice_raffle_won_title', body: 'push.notice_raffle_won_body' },
  guess_won: { title: 'push.notice_guess_won_title', body: 'push.notice_guess_won_body' },
} as const satisfies Record<string, { title: MessageKey; body: MessageKey }>

export type PushKind = keyof typeof PUSH_KINDS

type Queued = { kind: PushKind; values: Record<string, string>; url: string }

/**
 * The notification a browser shows (the service worker, public/push-sw.js, reads this JSON):
 * in the subscriber's language, else the site's (SITE_LOCALE)
 */
export function pushMessage(payload: string, locale: string | null, tag: string) {
  const queued = JSON.parse(payload) as Queued
  const i18n = i18nManager.locale(isLocale(locale) ? locale : siteLocale)
  const words = PUSH_KINDS[queued.kind]
  return JSON.stringify({
    title: i18n.t(words.title, queued.values),
    body: i18n.t(words.body, queued.values),
    url: queued.url,
    tag,
  })
}
