import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import ResetPasswordMail from '#mails/reset_password_mail'
import { absoluteUrl } from '#config/app'
import { dbTimestamp } from '#infra/db/time'
import { ACCOUNT } from '#shared/accounts'
import { affectedRows } from '#infra/db/writes'

/**
 * Password reset tokens: 32 random bytes sent to the user once, stored only as their SHA-256
 * hash, valid for 60 minutes, usable once. A new request replaces the user's older tokens.
 */
export function hashResetToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

export function resetPasswordUrl(token: string) {
  return absoluteUrl(`/reset-password/${encodeURIComponent(token)}`)
}

/** Issues a fresh token (older ones of the user stop working) and mails the link */
export async function sendPasswordResetLink(user: User) {
  const token = randomBytes(32).toString('base64url')
  await db.transaction(async (trx) => {
    await PasswordResetToken.query({ client: trx }).where('userId', user.id).delete()
    await PasswordResetToken.create(
      {
        userId: user.id,
        tokenHash: hashResetToken(token),
        expiresAt: DateTime.utc().plus({ minutes: ACCOUNT.resetTokenMinutes }),
        usedAt: null,
      },
      { client: trx }
    )
  })
  const url = resetPasswordUrl(token)
  await mail.send(new ResetPasswordMail(user, url))
}

/** The token's row while it is unused and unexpired, else null (nothing is consumed) */
export async function findUsableResetToken(token: string) {
  if (!token) return null
  return PasswordResetToken.query()
    .where('tokenHash', hashResetToken(token))
    .whereNull('usedAt')
    .where('expiresAt', '>', dbTimestamp(db.connection()))
    .first()
}

/**
 * Sets a new password with a token. The token is consumed by one conditional UPDATE, so two
 * requests racing with the same token cannot both succeed. Returns the user, or null when
 * the token is unknown, expired, already used or replaced.
 */
export async function resetPasswordWithToken(token: string, password: string) {
  return db.transaction(async (trx) => {
    const now = dbTimestamp(trx)
    const row = await trx
      .from('password_reset_tokens')
      .where('token_hash', hashResetToken(token))
      .whereNull('used_at')
      .where('expires_at', '>', now)
      .select('id', 'user_id')
      .first()
    if (!row) return null
    const consumed = await trx
      .from('password_reset_tokens')
      .where('id', row.id)
      .whereNull('used_at')
      .update({ used_at: now })
    if (affectedRows(consumed) !== 1) return null

    const user = await User.findOrFail(row.user_id, { client: trx })
    user.password = password
    await user.save()
    return user
  })
}
