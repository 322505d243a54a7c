/**
 * Chat points: what a viewer earns per window of chat activity.
 */

export const POINTS = { perWindow: 6, windowMinutes: 10 } as const

/** The bot's answers to `!points` in Kick chat */
export const POINTS_REPLY = (username: string, balance: number) =>
  `@${username} you have ${balance.toLocaleString('en-US')} points`
export const POINTS_REPLY_NOT_LINKED = (username: string) =>
  `@${username} link your Kick account on the site to earn points`
