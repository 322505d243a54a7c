import { randomBytes } from 'node:crypto'
import hash from '@adonisjs/core/services/hash'
import type User from '#models/user'
import { recordOwnAudit } from '#services/audit/record_audit'
import { endOtherSessions } from '#services/accounts/session_list'
import { verifyPasswordAndCode } from '#services/accounts/two_factor'
import { dbTimestamp } from '#infra/db/time'
import { deleteStoredImage } from '#infra/uploads/image_upload'
import { refuseLastOwner } from '#services/accounts/staff_roles'
import { ROLE_MESSAGES } from '#shared/roles'
import { queueDiscordUnlink } from '#services/discord/role_sync_queue'
import { removeDeletedUserFromRaffles } from '#services/raffles/account_deletion'
import { redactDeletedUserFromBoards } from '#services/leaderboards/account_deletion'
import { redactDeletedUserFromHunts } from '#services/hunt/hunt_record'
import { publicTransaction } from '#infra/live/public_cache'
import { DELETED_USER_LABEL, deletedUsername } from '#shared/deleted_user'
import { PUBLIC_DOMAINS } from '#shared/live'

/**
 * Leaving (POST /api/user/delete; the export is #services/accounts/account_export). Deleting
 * erases what identifies the person (email, avatar, linked accounts, Celsius username, sessions,
 * two-factor secret, reset links) and renames the account `deleted-<id>` (#shared/deleted_user:
 * a name the username rule cannot produce, so the old name is free to register again, and that
 * every public place shows as the deleted-user label). The account leaves every open raffle
 * with a refund through the ledger; the names already copied into public records (raffle
 * canonical lists and winners, the points race's archived boards, vault winners, hunt slots'
 * requester) become the label. The ledger, purchases and vault records stay for the books, so
 * every balance still equals its ledger.
 */

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
  const name = deletedUsername(user.id)
  // nobody knows this password: the account cannot be logged in to again
  const unusable = await hash.make(randomBytes(32).toString('base64url'))
  // every public domain may show the name: all are rebuilt once the deletion commits
  await publicTransaction([...PUBLIC_DOMAINS], async (trx) => {
    await refuseLastOwner(trx, user, ROLE_MESSAGES.lastOwnerDelete)
    const raffles = await removeDeletedUserFromRaffles(trx, user.id)
    await redactDeletedUserFromBoards(trx, user.username)
    await redactDeletedUserFromHunts(trx, user.username)
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
        twitch_id: null,
        twitch_username: null,
        two_factor_secret: null,
        two_factor_enabled_at: null,
        two_factor_last_step: null,
        updated_at: dbTimestamp(trx),
      })
    // the Discord account is no longer linked: its managed roles go
    if (user.discordId) await queueDiscordUnlink(user.id, user.discordId, trx)
    await trx.from('two_factor_recovery_codes').where('user_id', user.id).delete()
    await trx.from('password_reset_tokens').where('user_id', user.id).delete()
    // its browsers get no more notifications (their queued ones go with them)
    await trx.from('push_subscriptions').where('user_id', user.id).delete()
    await trx.from('milestone_claims').where('user_id', user.id).update({ celsius_username: null })
    // the Kick name copied onto the rewards paid to the account
    await trx.from('kick_rewards').where('user_id', user.id).update({ kick_username: null })
    await trx.from('held_credits').where('paid_user_id', user.id).update({ kick_username: null })
    // names copied into public records: the vault's winners, the hunt slots they requested
    await trx
      .from('vault_winners')
      .where('user_id', user.id)
      .update({ username: DELETED_USER_LABEL })
    await trx
      .from('hunt_slots')
      .where('requested_by', user.username)
      .update({ requested_by: DELETED_USER_LABEL })
    await recordOwnAudit(trx, user.id, 'user.delete', { after: { username: name, ...raffles } })
  })
  await endOtherSessions(user.id)
  await deleteStoredImage(avatar)
}
