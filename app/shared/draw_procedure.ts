/**
 * How a vault or raffle draw turns its seed and message into a ticket, stated once for the
 * server (which draws, #shared/vault_draw and #shared/raffles), the check panels (which show
 * it) and docs/product.md (which repeats it word for word). Light: no crypto code here, so a
 * page can show the procedure without loading the verification chunk.
 *
 * - HMAC key: the seed as published, the 64-character lowercase hex text, taken as its UTF-8
 *   bytes (64 bytes), NOT the 32 bytes the hex decodes to.
 * - Ticket: the 32-byte HMAC-SHA256 output read as one unsigned big-endian integer (its first
 *   byte is the most significant), modulo the tickets in the pool.
 * - Message (UTF-8 text, decimal ids, lowercase hex randomness): with a beacon round,
 *   `${id}:${randomness}` for the vault and `${id}:${k}:${randomness}` for winner k of a
 *   raffle (seed k + 1 of a tournament); with the beacon switched off (not beacon-verified), `${id}` and `${id}:${k}`.
 * - Raffle entries (lists of version 2): name_commit = SHA-256(`${salt}:${username}`), the
 *   hashed list [[name_commit, tickets], ...] (nameCommitText, DRAW_ENTRIES_RULE).
 */
import type { Translate } from './messages.js'

export const DRAW_HMAC_KEY =
  'HMAC key: the seed as published, its 64-character lowercase hex text taken as UTF-8 bytes (64 bytes), not the 32 bytes it decodes to'

export const DRAW_TICKET_RULE =
  'Ticket: the 32-byte HMAC-SHA256 output read as an unsigned big-endian integer (first byte most significant), modulo the tickets in the pool'

export const DRAW_MESSAGE_RULE = {
  vault:
    'Message (UTF-8): `${cycle id}:${beacon randomness hex}` with a beacon round; `${cycle id}` when the beacon was switched off (not beacon-verified)',
  raffle:
    'Message of winner k = 0, 1, … (UTF-8): `${raffle id}:${k}:${beacon randomness hex}` with a beacon round; `${raffle id}:${k}` when the beacon was switched off (not beacon-verified)',
  tournament:
    'Message of seed k + 1, k = 0, 1, … (UTF-8): `${tournament id}:${k}:${beacon randomness hex}` with a beacon round; `${tournament id}:${k}` when the beacon was switched off (not beacon-verified)',
} as const

/**
 * The text a raffle entry's name is committed through (entry lists of version 2): the entry's
 * salt (16 random bytes as 32 lowercase hex characters), a colon, the username, as UTF-8.
 * name_commit = SHA-256 of this text, in lowercase hex (#shared/entry_commitments).
 */
export const nameCommitText = (salt: string, username: string) => `${salt}:${username}`

export const DRAW_ENTRIES_RULE =
  "Entries: each entry has a random salt (32 lowercase hex characters) published beside its name, name_commit = SHA-256 of the UTF-8 text `${salt}:${username}` (lowercase hex), and entries_sha256 = SHA-256 of the JSON without spaces [[name_commit, tickets], ...] in order of first entry; a deleted account's entry keeps its name_commit and tickets and loses its name and salt (version 2; raffles closed before it, version 1, hash [[username, tickets], ...] itself)"

export const DRAW_BEACON_RULE =
  'Beacon: the drand round must carry a BLS signature that verifies against the public key this site pins for its chain (never a key taken from the record), its randomness must be the SHA-256 of that signature, and it must be the first round published after the close: round = floor((close − genesis) / period) + 2'

/** The procedure of one kind of draw, as the check panels list it */
export function drawProcedure(kind: keyof typeof DRAW_MESSAGE_RULE): readonly string[] {
  const rules = [DRAW_HMAC_KEY, DRAW_MESSAGE_RULE[kind], DRAW_TICKET_RULE, DRAW_BEACON_RULE]
  return kind === 'vault' ? rules : [DRAW_ENTRIES_RULE, ...rules]
}

/**
 * The drand chain a site pins, as its pages receive it: the checks in the browser verify a
 * round against these values, never against what a draw record says of its chain
 */
export type PinnedChain = {
  url: string
  chainHash: string
  publicKey: string
  /** drand's schemeID: 'bls-unchained-g1-rfc9380' (quicknet) or 'pedersen-bls-unchained' */
  scheme: string
  /** seconds since the epoch */
  genesisTime: number
  /** seconds between rounds */
  period: number
}

/** The pinned chain as the check panels show it, in the reader's language through `t` */
export function pinnedChainText(chain: PinnedChain | null, t: Translate) {
  return chain
    ? t('labels.pinned_chain', { chain: chain.chainHash, period: chain.period })
    : t('labels.pinned_chain_none')
}
