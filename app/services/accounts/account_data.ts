import { randomBytes } from 'node:crypto'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { recordOwnAudit } from '#services/audit/record_audit'
import { endOtherSessions } from '#services/accounts/session_list'
import { hasTwoFactor, verifyPasswordAndCode } from '#services/accounts/two_factor'
import { dbTimestamp } from '#infra/db/time'
import { deleteStoredImage } from '#infra/uploads/image_upload'
import { refuseLastOwner } from '#services/accounts/staff_roles'
import { ROLE_MESSAGES } from '#shared/roles'
import { queueDiscordUnlink } from '#services/discord/role_sync_queue'

/**
 * A user's own data: everything the site keeps about them, to take away (GET /api/user/export),
 * and leaving (POST /api/user/delete). Deleting erases what identifies the person (email,
 * avatar, linked accounts, Celsius username, sessions, two-factor secret, reset links) and
 * renames the account `deleted-<id>` (a name the username rule cannot produce, so the old name
 * is free to register again); the ledger, purchases and vault records stay for the books, so
 * every balance still equals its ledger.
 */
export const DELETED_USERNAME_PREFIX = 'deleted-'

const rows = (table: string, userId: number, columns: string[]) =>
  db.from(table).where('user_id', userId).orderBy('id', 'asc').select(columns)

/** The user's data as one JSON document (no hashes, secrets, tokens or other users' data) */
export async function exportAccountData(user: User) {
  const [points, purchases, claims, guesses, contributions] = await Promise.all([
    rows('point_transactions', user.id, [
      'id',
      'delta',
      'balance_after',
      'reason',
      'reference_type',
      'reference_id',
      'note',
      'created_at',
    ]),
    rows('purchases', user.id, [
      'id',
      'product_name',
      'price',
      'status',
      'created_at',
      'updated_at',
    ]),
    rows('milestone_claims', user.id, [
      'id',
      'milestone_id',
      'celsius_username',
      'status',
      'created_at',
    ]),
    rows('hunt_guesses', user.id, ['id', 'bonus_hunt_id', 'amount', 'guessed_at']),
    rows('vault_contributions', user.id, ['id', 'cycle_id', 'amount', 'points', 'created_at']),
  ])
  return {
    exported_at: new Date().toISOString(),
    profile: {
      id: user.id,
      username: user.username,
      email: user.email,
      email_verified_at: user.emailVerifiedAt?.toISO() ?? null,
      created_at: user.createdAt.toISO(),
      avatar: user.avatar,
      celsius_username: user.celsiusUsername,
      balance: user.balance,
      two_factor: hasTwoFactor(user),
    },
    linked_accounts: {
      discord: user.discordId ? { id: user.discordId, username: user.discordUsername } : null,
      kick: user.kickId ? { id: user.kickId, username: user.kickUsername } : null,
    },
    points_history: points,
    purchases,
    milestone_claims: claims,
    hunt_guesses: guesses,
    vault_contributions: contributions,
  }
}

/**
 * Deletes the account after the password (and, with two-factor sign-in on, a code) is given
 * again (verifyPasswordAndCode: under the login limits). The caller logs the current session
 * out afterwards.
 */
export async function deleteAccount(
  user: User,
  input: { password: string; code?: string | null },
  address: string
) {
  await verifyPasswordAndCode(user, input, address)
  const avatar = user.avatar
  const name = `${DELETED_USERNAME_PREFIX}${user.id}`
  // nobody knows this password: the account cannot be logged in to again
  const unusable = await hash.make(randomBytes(32).toString('base64url'))
  await db.transaction(async (trx) => {
    await refuseLastOwner(trx, user, ROLE_MESSAGES.lastOwnerDelete)
    await trx
      .from('users')
      .where('id', user.id)
      .update({
        username: name,
        email: `${name}@deleted.invalid`,
        email_verified_at: null,
        password: unusable,
        avatar: null,
        role: null,
        celsius_username: null,
        discord_id: null,
        discord_username: null,
        kick_id: null,
        kick_username: null,
        two_factor_secret: null,
        two_factor_enabled_at: null,
        two_factor_last_step: null,
        updated_at: dbTimestamp(trx),
      })
    // the Discord account is no longer linked: its managed roles go
    if (user.discordId) await queueDiscordUnlink(user.id, user.discordId, trx)
    await trx.from('two_factor_recovery_codes').where('user_id', user.id).delete()
    await trx.from('password_reset_tokens').where('user_id', user.id).delete()
    await trx.from('milestone_claims').where('user_id', user.id).update({ celsius_username: null })
    // the vault's public draw records name contributors by their account: keep them agreeing
    await trx.from('vault_winners').where('user_id', user.id).update({ username: name })
    await recordOwnAudit(trx, user.id, 'user.delete', { after: { username: name } })
  })
  await endOtherSessions(user.id)
  await deleteStoredImage(avatar)
}
