import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import type { MessageKey } from '#shared/messages'
import { auditedUpdate } from '#services/audit/record_audit'
import type { AuditSubject } from '#services/audit/record_audit'
import { staffRole } from '#abilities/matrix'
import { ROLE_MESSAGES, type RoleChoice, type StaffRole } from '#shared/roles'
import { queueRoleSync } from '#services/discord/role_sync_queue'

const ROLE: AuditSubject<User> = {
  type: 'user',
  snapshot: (user) => ({ role: staffRole(user) ?? 'user' }),
}

/**
 * Refuses (with `message`) when the user is the only owner: the owners' rows are locked first
 * (PostgreSQL), so two owners stepping down at once cannot both succeed.
 */
export async function refuseLastOwner(
  trx: TransactionClientContract,
  user: Pick<User, 'id' | 'role'>,
  message: MessageKey
) {
  if (staffRole(user) !== 'owner') return
  const owners = await User.query({ client: trx }).where('role', 'owner').forUpdate().select('id')
  if (owners.every((owner) => owner.id === user.id))
    throw new ActionRefusedException(ERROR_CODES.invalidState, message)
}

/**
 * Sets a user's staff role ('user' for none), audited as `user.role` by the actor (null: the
 * command line). The last owner cannot stop being owner: the owners' rows are locked first
 * (PostgreSQL), so two owners demoting each other at once cannot both succeed. Answers false
 * when the user already had that role (nothing written).
 */
export async function setRoleIn(
  trx: TransactionClientContract,
  actorId: number | null,
  user: User,
  choice: RoleChoice
) {
  const role: StaffRole | null = choice === 'user' ? null : choice
  if (staffRole(user) === role) return false
  await refuseLastOwner(trx, user, ROLE_MESSAGES.lastOwner)
  await auditedUpdate(trx, actorId, 'user.role', ROLE, user, async () => {
    user.useTransaction(trx)
    user.role = role
    await user.save()
  })
  await queueRoleSync([user.id], trx)
  return true
}

/** PUT /api/admin/users/{id}/role and `node ace users:role`: the user by id, then setRoleIn */
export async function setRole(actorId: number | null, userId: number, choice: RoleChoice) {
  return db.transaction(async (trx) => {
    const user = await User.find(userId, { client: trx })
    if (!user) throw new ActionRefusedException(ERROR_CODES.notFound, ROLE_MESSAGES.userNotFound)
    const changed = await setRoleIn(trx, actorId, user, choice)
    return { user, changed }
  })
}
