import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type db from '@adonisjs/lucid/services/db'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { readDbTimestamp } from '#infra/db/time'
import { RAFFLE_MESSAGES as M, type RaffleStatus } from '#shared/raffles'
import { publicUsername } from '#shared/deleted_user'
import type { CanonicalVersion, EntryName, FrozenEntries } from '#shared/entry_commitments'

/**
 * The bottom of the raffle services: a raffle's row as stored, and the reads that every
 * side (entries, admin, draw, public pages) shares. Imports no other raffle service.
 */

/** The audit log's subject type of a raffle */
export const RAFFLE_SUBJECT = 'raffle'

/** The ledger reference of a raffle's tickets (the refund of a cancel uses it too) */
export const RAFFLE_REFERENCE = 'raffle'

export type RaffleRow = {
  id: number
  title: string
  prize: string
  prize_points: number | null
  image: string | null
  winners: number
  ticket_cost: number
  max_tickets: number
  keyword: string | null
  ends_at: string | Date | null
  min_account_days: number | null
  kick_link_required: boolean | number
  subscribers_only: boolean | number
  status: 'open' | 'closed' | 'drawn' | 'cancelled'
  seed: string
  seed_hash: string
  tickets_total: number
  closed_at: string | Date | null
  /** the text entries_sha256 hashes, in the format of canonical_version (#shared/entry_commitments) */
  canonical: string | null
  canonical_version: number
  /** version 2: JSON [[username, salt], ...], [label, null] once redacted (public) */
  canonical_names: string | null
  /** JSON of #shared/redactions: names redacted after the close */
  canonical_redactions: string | null
  entries_sha256: string | null
  /** JSON: the user id of each canonical entry, frozen at the close (private) */
  canonical_user_ids: string | null
  beacon_chain_hash: string | null
  beacon_round: number | string | null
  beacon_randomness: string | null
  beacon_signature: string | null
  drawn_at: string | Date | null
  cancelled_at: string | Date | null
  created_at: string | Date
}

/** The frozen list of a raffle row as its public record carries it (#shared/entry_commitments) */
export function frozenEntries(row: RaffleRow): FrozenEntries {
  const version = Number(row.canonical_version) === 2 ? 2 : 1
  return {
    canonical: row.canonical,
    canonical_version: version satisfies CanonicalVersion,
    names:
      version === 2 && row.canonical_names
        ? (JSON.parse(row.canonical_names) as EntryName[])
        : null,
  }
}

export async function raffleOrFail(
  client: TransactionClientContract,
  id: number
): Promise<RaffleRow> {
  const raffle: RaffleRow | null = await client.from('raffles').where('id', id).first()
  if (!raffle) throw new ActionRefusedException(ERROR_CODES.notFound, M.notFound)
  return raffle
}

/** The entries in canonical order (each user's first entry), with their user ids */
export async function orderedEntries(
  client: TransactionClientContract | typeof db,
  raffleId: number
) {
  const rows = await client
    .from('raffle_entries as e')
    .join('users as u', 'u.id', 'e.user_id')
    .where('e.raffle_id', raffleId)
    .orderBy('e.id', 'asc')
    .select('e.id', 'e.user_id', 'u.username', 'e.tickets', 'e.points_spent', 'e.chat_ticket')
  return rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    username: publicUsername(String(r.username)),
    tickets: Number(r.tickets),
    pointsSpent: Number(r.points_spent),
    chatTicket: Boolean(r.chat_ticket),
  }))
}

/** A stored time as ISO (UTC), or null */
export const iso = (value: string | Date | null) =>
  value === null ? null : readDbTimestamp(value).toUTC().toISO()

/** A raffle's terms and state, as both the public pages and the admin page show them */
export function raffleTerms(row: RaffleRow) {
  return {
    winners: Number(row.winners),
    ticket_cost: Number(row.ticket_cost),
    max_tickets: Number(row.max_tickets),
    keyword: row.keyword,
    ends_at: iso(row.ends_at),
    min_account_days: row.min_account_days === null ? null : Number(row.min_account_days),
    kick_link_required: Boolean(row.kick_link_required),
    subscribers_only: Boolean(row.subscribers_only),
    status: row.status as RaffleStatus,
    tickets: Number(row.tickets_total),
  }
}
