/**
 * The streaming platforms whose chat and support events the site counts. One person may be
 * on both: a site account links one account of each (users.kick_id, users.twitch_id).
 */
export const CHAT_PLATFORMS = ['kick', 'twitch'] as const
export type ChatPlatform = (typeof CHAT_PLATFORMS)[number]

/** The users column holding each platform's account id */
export const PLATFORM_USER_COLUMN: Record<ChatPlatform, 'kick_id' | 'twitch_id'> = {
  kick: 'kick_id',
  twitch: 'twitch_id',
}

/** The row of stream_status that holds each platform's stream state */
export const STREAM_STATUS_ROW: Record<ChatPlatform, number> = { kick: 1, twitch: 2 }

export const PLATFORM_NAMES: Record<ChatPlatform, string> = { kick: 'Kick', twitch: 'Twitch' }
