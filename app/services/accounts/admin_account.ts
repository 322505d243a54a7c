import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import User from '#models/user'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { auditedCreate } from '#services/audit/record_audit'
import { setRoleIn } from '#services/accounts/staff_roles'
import { staffRole } from '#abilities/matrix'
import type { AuditSubject } from '#services/audit/record_audit'
import { generateOneTimePassword } from '#services/accounts/one_time_password'

export type AdminAccountInput = { username: string; email: string; password?: string }

export type AdminAccountResult =
  | { outcome: 'created'; user: User; generatedPassword?: string }
  | { outcome: 'promoted' | 'already_owner'; user: User; matchedBy: 'username' | 'email' }

/**
 * `node ace users:promote`: makes an existing user an admin, audited as done from the command
 * line (no actor). Answers false when they already were an admin or the owner (nothing
 * written: promoting never demotes).
 */
export async function promoteToAdmin(trx: TransactionClientContract, user: User) {
  const role = staffRole(user)
  if (role === 'admin' || role === 'owner') return false
  return setRoleIn(trx, null, user, 'admin')
}

const NEW_OWNER: AuditSubject<User> = {
  type: 'user',
  snapshot: (u) => ({ username: u.username, role: u.role }),
}

/**
 * `node ace admin:create`, the operator's way to an owner account on a site started without
 * demo data. A user who already has the name or the address becomes owner (their password
 * changes only when one is given); otherwise a new, verified owner is created with the given password or a generated
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
      throw new ActionRefusedException(ERROR_CODES.unusableInput, {
        key: 'errors.two_users',
        values: { username: byName.username, email: input.email },
      })
    }

    const existing = byName ?? byEmail
    if (existing) {
      if (input.password !== undefined) {
        existing.password = input.password
        await existing.useTransaction(trx).save()
      }
      const promoted = await setRoleIn(trx, null, existing, 'owner')
      return {
        outcome: promoted ? 'promoted' : 'already_owner',
        user: existing,
        matchedBy: byName ? 'username' : 'email',
      }
    }

    const generatedPassword = input.password === undefined ? generateOneTimePassword() : undefined
    const user = await auditedCreate(trx, null, 'user.create_admin', NEW_OWNER, () =>
      User.create(
        {
          username: input.username,
          email: input.email,
          password: input.password ?? generatedPassword,
          role: 'owner',
          balance: 0,
          emailVerifiedAt: DateTime.utc(),
        },
        { client: trx }
      )
    )
    return { outcome: 'created', user, generatedPassword }
  })
}
