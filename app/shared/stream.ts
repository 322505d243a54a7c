/**
 * The live badge of every page's header (docs/product.md, "Live badge"): the streams live now,
 * one per platform, as the shared `liveStreams` prop and the `stream` live domain carry them.
 * Pure: imported by the server and the pages.
 */
import type { ChatPlatform } from './platforms.js'

export type LiveStream = {
  platform: ChatPlatform
  /** the platform's channel page */
  url: string
  title: string | null
  /** when the platform's event carries them (else null) */
  category: string | null
  viewers: number | null
  /** ISO 8601, UTC */
  startedAt: string | null
}

/** A channel's name as it may stand in its URL: Kick's slug, Twitch's login */
export const CHANNEL_NAME = /^[A-Za-z0-9_-]{1,100}$/

/** The streamer's channel name when an event names none (the Kick link of #shared/site) */
export const DEFAULT_CHANNEL = 'neonplay'

const CHANNEL_PAGES: Record<ChatPlatform, string> = {
  kick: 'https://kick.com/',
  twitch: 'https://www.twitch.tv/',
}

/** The channel page of `channel` on `platform` (the streamer's when it is unknown) */
export function channelUrl(platform: ChatPlatform, channel: string | null) {
  const name = channel && CHANNEL_NAME.test(channel) ? channel : DEFAULT_CHANNEL
  return `${CHANNEL_PAGES[platform]}${name}`
}
