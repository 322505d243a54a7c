import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import User from '#models/user'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { auditedCreate, auditedUpdate } from '#services/audit/record_audit'
import type { AuditSubject } from '#services/audit/record_audit'
import { generateOneTimePassword } from '#services/accounts/one_time_password'

export type AdminAccountInput = { username: string; email: string; password?: string }

export type AdminAccountResult =
  | { outcome: 'created'; user: User; generatedPassword?: string }
  | { outcome: 'promoted' | 'already_admin'; user: User; matchedBy: 'username' | 'email' }

const ADMIN_FLAG: AuditSubject<User> = {
  type: 'user',
  snapshot: (u) => ({ admin: u.admin ? 1 : 0 }),
}

/**
 * Makes an existing user an admin, audited as done from the command line (no actor). Answers
 * false when they already were one (nothing written).
 */
export async function promoteToAdmin(trx: TransactionClientContract, user: User) {
  if (user.admin) return false
  await auditedUpdate(trx, null, 'user.promote', ADMIN_FLAG, user, async () => {
    user.useTransaction(trx)
    user.admin = true
    await user.save()
  })
  return true
}

const NEW_ADMIN: AuditSubject<User> = {
  type: 'user',
  snapshot: (u) => ({ username: u.username, admin: 1 }),
}

/**
 * The operator's way to an admin account on a site started without demo data. A user who
 * already has the name or the address is promoted (their password changes only when one is
 * given); otherwise a new, verified admin is created with the given password or a generated
 * one, answered once so the command can show it. Input is already validated.
 */
export async function createOrPromoteAdmin(input: AdminAccountInput): Promise<AdminAccountResult> {
  return db.transaction(async (trx) => {
    const byName = await User.query({ client: trx })
      .whereRaw('lower(username) = ?', [input.username.toLowerCase()])
      .first()
    const byEmail = await User.query({ client: trx })
      .whereRaw('lower(email) = ?', [input.email.toLowerCase()])
      .first()
    if (byName && byEmail && byName.id !== byEmail.id) {
      throw new ActionRefusedException(
        `"${byName.username}" and "${input.email}" belong to two different users. Nothing changed.`
      )
    }

    const existing = byName ?? byEmail
    if (existing) {
      if (input.password !== undefined) {
        existing.password = input.password
        await existing.useTransaction(trx).save()
      }
      const promoted = await promoteToAdmin(trx, existing)
      return {
        outcome: promoted ? 'promoted' : 'already_admin',
        user: existing,
        matchedBy: byName ? 'username' : 'email',
      }
    }

    const generatedPassword = input.password === undefined ? generateOneTimePassword() : undefined
    const user = await auditedCreate(trx, null, 'user.create_admin', NEW_ADMIN, () =>
      User.create(
        {
          username: input.username,
          email: input.email,
          password: input.password ?? generatedPassword,
          admin: true,
          balance: 0,
          emailVerifiedAt: DateTime.utc(),
        },
        { client: trx }
      )
    )
    return { outcome: 'created', user, generatedPassword }
  })
}
