import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import { isUniqueViolation } from '#infra/db/errors'
import { ACCOUNT, USERNAME_PATTERN } from '#shared/accounts'
import { payHeldCredits } from '#services/points/held_credits'
import {
  LINK_COLUMNS,
  linkedUser,
  oauthMessage,
  type LinkProvider,
  type OAuthMessage,
} from '#services/accounts/linked_accounts'
import type { OutsideAccount } from '#services/accounts/oauth_state'

/**
 * Accounts made by logging in with Discord or Kick (docs/decisions.md, "Log in with Discord
 * or Kick"). The username comes from the provider, fitted to the username rule and made
 * unique with digits; the email is the provider's (Discord's only when it says it verified
 * it) and must belong to no other account: an address another account holds is never merged
 * into it (whoever controls that provider account would take the site account over). The
 * account has no password anyone knows (a random one, never shown), so a password login
 * fails like any wrong password until a reset sets one.
 */
export class SocialSignUpRefused extends Error {
  constructor(readonly refusal: OAuthMessage) {
    super(refusal.key)
  }
}

export function noEmailMessage(provider: LinkProvider) {
  return oauthMessage('oauth_rules.no_email', provider)
}

export function emailTakenMessage(provider: LinkProvider) {
  return oauthMessage('oauth_rules.email_taken', provider)
}

/** The provider's name fitted to the username rule: other characters become `_`, too short is padded */
export function usernameBase(name: string) {
  let base = name
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, ACCOUNT.usernameMax)
  if (base === '') base = 'player'
  if (base.length < ACCOUNT.usernameMin) base = `${base}_player`
  return base
}

/** The base, else the base with 2, 3, ... (shortened to fit), that no account holds in any letter case */
async function freeUsername(client: QueryClientContract, base: string) {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : String(n > 50 ? randomBytes(3).readUIntBE(0, 3) : n)
    const candidate = base.slice(0, ACCOUNT.usernameMax - suffix.length) + suffix
    if (!USERNAME_PATTERN.test(candidate)) throw new Error('username rule not met')
    const holder = await User.query({ client })
      .whereRaw('lower(username) = ?', [candidate.toLowerCase()])
      .first()
    if (!holder) return candidate
  }
}

/** The address the new account gets; refused when there is none or another account holds it */
async function newAccountEmail(
  client: QueryClientContract,
  provider: LinkProvider,
  outside: OutsideAccount
) {
  const usable = provider === 'kick' || outside.emailVerified
  const email = outside.email?.trim().toLowerCase()
  if (!usable || !email || email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw new SocialSignUpRefused(noEmailMessage(provider))
  }
  const holder = await User.query({ client }).whereRaw('lower(email) = ?', [email]).first()
  if (holder) throw new SocialSignUpRefused(emailTakenMessage(provider))
  return email
}

async function createOnce(provider: LinkProvider, outside: OutsideAccount) {
  const columns = LINK_COLUMNS[provider]
  return db.transaction(async (trx) => {
    const email = await newAccountEmail(trx, provider, outside)
    const user = new User()
    user.useTransaction(trx)
    user.merge({
      username: await freeUsername(trx, usernameBase(outside.username)),
      email,
      password: randomBytes(32).toString('base64url'),
      balance: 0,
      emailVerifiedAt: outside.emailVerified ? DateTime.now() : null,
    })
    user[columns.id] = outside.id
    user[columns.username] = outside.username
    await user.save()
    return user
  })
}

/**
 * The site account for an outside account nobody has linked: made with its link in one
 * transaction. A sign-up racing this one (same name, address or outside account) makes the
 * unique indexes refuse the row; then it is tried again, which finds what the other one made.
 * Answers `existing` when the outside account got linked in the meantime.
 */
export async function createSocialUser(
  provider: LinkProvider,
  outside: OutsideAccount
): Promise<{ user: User; created: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const linked = await linkedUser(provider, outside.id)
    if (linked) return { user: linked, created: false }
    try {
      const user = await createOnce(provider, outside)
      // points held for this Kick account (chat rewards before it had a site account) are paid now
      if (provider !== 'discord') await payHeldCredits(user.id, outside, provider)
      return { user, created: true }
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error
    }
  }
}
