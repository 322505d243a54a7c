import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { auditedUpdate, recordAudit } from '#services/audit/record_audit'
import type { AuditSubject } from '#services/audit/record_audit'
import { applyPointChange, InsufficientPointsError } from '#services/points/ledger'
import { publicTransaction } from '#infra/live/public_cache'

export const USER_SEARCH_LIMIT = 20

const USER: AuditSubject<User> = {
  type: 'user',
  snapshot: (user) => ({ username: user.username }),
}

/** LIKE pattern for a literal substring: %, _ and the escape character itself are escaped */
function containsPattern(term: string) {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * Admin lookup: users whose name contains the term (case-insensitive), exact match first,
 * then names starting with it, then the rest alphabetically.
 */
export async function searchUsers(term: string) {
  const needle = term.trim().toLowerCase()
  // no username holds a NUL character, and PostgreSQL refuses one in a text parameter
  if (!needle || needle.includes('\0')) return []
  return User.query()
    .whereRaw(`lower(username) like ? escape '\\'`, [containsPattern(needle)])
    .orderByRaw(
      'case when lower(username) = ? then 0 when lower(username) like ? then 1 else 2 end',
      [needle, `${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`]
    )
    .orderByRaw('lower(username) asc')
    .limit(USER_SEARCH_LIMIT)
}

async function findUser(id: number, trx: Parameters<typeof User.find>[1]) {
  const user = await User.find(id, trx)
  if (!user) throw new ActionRefusedException(ERROR_CODES.notFound, 'errors.user_not_found')
  return user
}

/**
 * Renames a user. Usernames stay unique case-insensitively. Roles are set apart, by an owner
 * (#services/accounts/staff_roles).
 */
export async function updateUserByAdmin(
  actorId: number,
  userId: number,
  changes: { username: string }
) {
  return db.transaction(async (trx) => {
    const user = await findUser(userId, { client: trx })
    const taken = await User.query({ client: trx })
      .whereRaw('lower(username) = ?', [changes.username.toLowerCase()])
      .whereNot('id', user.id)
      .first()
    if (taken) throw new ActionRefusedException(ERROR_CODES.unusableInput, 'errors.username_taken')

    await auditedUpdate(trx, actorId, 'user.update', USER, user, async () => {
      user.merge({ username: changes.username })
      await user.save()
    })
    return user
  })
}

/** A hand correction of a balance, through the ledger (reason admin) with the admin's note */
export async function adjustPointsByAdmin(
  actorId: number,
  userId: number,
  adjustment: { delta: number; reason: string }
) {
  // a grant is earned points: the points race ('boards') is rebuilt once this commits
  return publicTransaction(['boards'], async (trx) => {
    const user = await findUser(userId, { client: trx })
    let balance: number
    try {
      ;({ balance } = await applyPointChange(trx, {
        userId: user.id,
        delta: adjustment.delta,
        reason: 'admin',
        referenceType: 'admin_adjustment',
        referenceId: actorId,
        note: adjustment.reason,
      }))
    } catch (error) {
      if (error instanceof InsufficientPointsError) {
        throw new ActionRefusedException(ERROR_CODES.invalidState, {
          key: 'errors.balance_below_zero',
          values: { balance: user.balance },
        })
      }
      throw error
    }
    await recordAudit(trx, {
      actorId,
      action: 'user.points',
      subjectType: 'user',
      subjectId: user.id,
      before: { balance: user.balance },
      after: { balance, delta: adjustment.delta, reason: adjustment.reason },
    })
    await user.refresh()
    return user
  })
}
