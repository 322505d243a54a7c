import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { applyPointChange } from '#services/points/ledger'
import { RAFFLE_REFERENCE, orderedEntries } from '#services/raffles/raffle_rows'
import { affectedRows } from '#infra/db/writes'
import { DELETED_USER_LABEL } from '#shared/deleted_user'
import { parseRedactions, redactCanonical } from '#shared/redactions'
import { redactNames, type EntryName } from '#shared/entry_commitments'

type UserEntry = {
  id: number
  raffle_id: number
  tickets: number
  points_spent: number
  title: string
}

/**
 * What deleting an account does to raffles, inside the deletion's transaction (called before
 * the user row is written: lock order raffle, then user). The user leaves every open raffle
 * (its tickets refunded through the ledger, the raffle's ticket count lowered); in every
 * raffle already closed, the user's name in the published list becomes the deleted-user label
 * and the redaction is recorded beside the list: in a version 2 list the entry's name and salt
 * go and its name commit stays, so entries_sha256 still matches the list; in a version 1 list
 * the name is replaced in the hashed text (entries_sha256 stays the digest of what was
 * hashed). In every winner list the name becomes the label.
 */
export async function removeDeletedUserFromRaffles(trx: TransactionClientContract, userId: number) {
  const entries: UserEntry[] = await trx
    .from('raffle_entries as e')
    .join('raffles as r', 'r.id', 'e.raffle_id')
    .where('e.user_id', userId)
    .orderBy('e.raffle_id', 'asc')
    .select('e.id', 'e.raffle_id', 'e.tickets', 'e.points_spent', 'r.title')
  let left = 0
  let refunded = 0
  for (const entry of entries) {
    if (await leaveOpenRaffle(trx, userId, entry)) {
      left++
      refunded += Number(entry.points_spent)
    } else {
      await redactClosedEntry(trx, userId, Number(entry.raffle_id))
    }
  }
  await trx.from('raffle_winners').where('user_id', userId).update({ username: DELETED_USER_LABEL })
  return { raffles_left: left, refunded }
}

/** Takes the entry out of its raffle while it is open (the conditional write decides); false: closed */
async function leaveOpenRaffle(trx: TransactionClientContract, userId: number, entry: UserEntry) {
  const tickets = Number(entry.tickets)
  const updated = await trx
    .from('raffles')
    .where('id', entry.raffle_id)
    .where('status', 'open')
    .update({ tickets_total: trx.raw('tickets_total - ?', [tickets]) })
  if (affectedRows(updated) !== 1) return false
  await trx.from('raffle_entries').where('id', entry.id).delete()
  const points = Number(entry.points_spent)
  if (points > 0) {
    await applyPointChange(trx, {
      userId,
      delta: points,
      reason: 'refund',
      referenceType: RAFFLE_REFERENCE,
      referenceId: Number(entry.raffle_id),
      note: `Refund: left ${entry.title} (account deleted)`,
    })
  }
  return true
}

/** Redacts the user's name in a closed raffle's canonical list and records where and when */
async function redactClosedEntry(trx: TransactionClientContract, userId: number, raffleId: number) {
  const raffle = await trx
    .from('raffles')
    .where('id', raffleId)
    .forUpdate()
    .select('canonical', 'canonical_version', 'canonical_names', 'canonical_redactions')
    .first()
  if (!raffle || raffle.canonical === null) return
  const entries = await orderedEntries(trx, raffleId)
  const index = entries.findIndex((e) => e.userId === userId)
  const redactions = parseRedactions(raffle.canonical_redactions)
  if (index < 0 || redactions.some((r) => r.entry === index)) return
  redactions.push({ entry: index, redacted_at: new Date().toISOString() })
  redactions.sort((a, b) => a.entry - b.entry)
  await trx
    .from('raffles')
    .where('id', raffleId)
    .update({
      ...(Number(raffle.canonical_version) === 2
        ? {
            canonical_names: JSON.stringify(
              redactNames(JSON.parse(raffle.canonical_names ?? '[]') as EntryName[], [index])
            ),
          }
        : { canonical: redactCanonical(raffle.canonical, [index]) }),
      canonical_redactions: JSON.stringify(redactions),
    })
}
