/**
 * The rate limits that app code applies itself, because their keys come from the body or a
 * chat message (the per-route limits, `throttle.*`, are in start/limiter.ts). Keys hash what a
 * visitor typed and count client addresses per /64 for IPv6 (addressBucket). Exceeding one
 * throws the limiter's E_TOO_MANY_REQUESTS, answered 429 with TOO_MANY_ATTEMPTS by the
 * exception handler.
 */
import type { MessageKey } from '#shared/messages'
import { createHash } from 'node:crypto'
import { addressBucket } from '#infra/http/address_bucket'
import limiter from '@adonisjs/limiter/services/main'

export const TOO_MANY_ATTEMPTS = 'errors.too_many_attempts' satisfies MessageKey

/** A fixed-length key part for text a visitor typed (a 100 KB "username" must not become a key) */
export function typedKey(text: string) {
  return createHash('sha256').update(text.trim().toLowerCase()).digest('hex').slice(0, 40)
}

/**
 * Failed logins: per address (guessing across many usernames) and per (username, address)
 * (guessing one password). Never per username alone: then anyone could lock the owner out
 * from everywhere. Blocked keys stay blocked for the whole window.
 */
export const LOGIN_FAILURES_PER_ADDRESS = 20
export const LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS = 5
export const CODE_FAILURES_PER_ACCOUNT = 10
export const loginLimits = {
  address: (address: string) => ({
    key: `login_ip:${addressBucket(address)}`,
    limiter: limiter.use({
      requests: LOGIN_FAILURES_PER_ADDRESS,
      duration: '15 minutes',
      blockDuration: '15 minutes',
    }),
  }),
  usernameAtAddress: (login: string, address: string) => ({
    key: `login_user_ip:${typedKey(login)}:${addressBucket(address)}`,
    limiter: limiter.use({
      requests: LOGIN_FAILURES_PER_USERNAME_AND_ADDRESS,
      duration: '15 minutes',
      blockDuration: '15 minutes',
    }),
  }),
  /**
   * Wrong two-factor codes per account, from any address: spreading code guesses over many
   * addresses does not help. Counted only where a code is checked (the second step, and a
   * confirmation, two-factor disable or deletion that takes one).
   */
  codesOfAccount: (userId: number) => ({
    key: `two_factor_user:${userId}`,
    limiter: limiter.use({
      requests: CODE_FAILURES_PER_ACCOUNT,
      duration: '15 minutes',
      blockDuration: '15 minutes',
    }),
  }),
}

/**
 * Reset links mailed per email address, whoever asks (a mailbox is not flooded from many
 * addresses); per client address it is throttle.passwordReset on the route.
 */
export const RESET_REQUESTS_PER_EMAIL = 3
export function consumeResetRequestForEmail(email: string) {
  return limiter
    .use({ requests: RESET_REQUESTS_PER_EMAIL, duration: '1 hour' })
    .consume(`reset_email:${typedKey(email)}`)
}

/** The chat commands the bot answers */
export type ChatReplyKind = 'points' | 'sr' | 'raffle' | 'gtb' | 'vote'

/**
 * A chat reply (`!points`, `!sr`, a raffle keyword) goes at most once per kind and chatter a
 * minute (a chatter: an account on one platform, Kick or Twitch)
 */
export function chatReplyLimit(kind: ChatReplyKind, chatterId: string, platform = 'kick') {
  return {
    key: `${platform}_${kind}_reply:${chatterId}`,
    limiter: limiter.use({ requests: 1, duration: '1 minute' }),
  }
}
