import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import LeaderboardHistory, { type StandingRow } from '#models/leaderboard_history'
import { canonicalJson, type CanonicalValue } from '#shared/canonical_json'
import { DELETED_USER_LABEL } from '#shared/deleted_user'
import { POINTS_BOARD } from '#shared/leaderboards'
import { parseRedactions } from '#shared/redactions'

/**
 * What deleting an account does to the points race's archived boards (the only boards that
 * name site accounts), inside the deletion's transaction: each rank the account held shows the
 * deleted-user label (and no avatar) in the stored standings and in the frozen canonical text,
 * and the redaction is recorded beside it; the board's sha256 stays the digest of the text as
 * it was frozen (#shared/redactions explains the check).
 */
export async function redactDeletedUserFromBoards(
  trx: TransactionClientContract,
  username: string
) {
  const histories = await LeaderboardHistory.query({ client: trx })
    .where('provider', POINTS_BOARD)
    .orderBy('id', 'asc')
  for (const history of histories) {
    const indexes = history.entries.flatMap((row, index) => (row.name === username ? [index] : []))
    if (indexes.length === 0) continue
    const redact = (rows: StandingRow[]) =>
      rows.map((row, index) =>
        indexes.includes(index) ? { ...row, name: DELETED_USER_LABEL, avatar: null } : row
      )
    history.entries = redact(history.entries)
    history.winners = redact(history.winners)
    if (history.canonical !== null) {
      const frozen = JSON.parse(history.canonical) as { board: { name: string }[] }
      for (const index of indexes) {
        if (frozen.board[index]) frozen.board[index].name = DELETED_USER_LABEL
      }
      history.canonical = canonicalJson(frozen as unknown as CanonicalValue)
    }
    const redactedAt = new Date().toISOString()
    const redactions = parseRedactions(history.redactions).filter((r) => !indexes.includes(r.entry))
    redactions.push(...indexes.map((entry) => ({ entry, redacted_at: redactedAt })))
    history.redactions = JSON.stringify(redactions.sort((a, b) => a.entry - b.entry))
    await history.useTransaction(trx).save()
  }
}
