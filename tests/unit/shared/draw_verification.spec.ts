import { test } from '@japa/runner'
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { DRAND_QUICKNET } from '#config/vault'
import { DRAW_HMAC_KEY, type PinnedChain } from '#shared/draw_procedure'
import { checkRaffleDraw, checkVaultDraw } from '#shared/draw_verification'
import { beaconSignatureValid } from '#shared/beacon_check'
import { wordCheck, type CheckStep } from '#shared/check_steps'
import { canonicalEntries, drawRaffle, type CanonicalEntry, type RaffleRecord } from '#shared/raffles'
import { drawMessage, drawTicket, drawWinner, roundTimeMs } from '#shared/vault_draw'
import { pinnedChain } from '#services/vault/beacon'
import { startFakeBeacon, useBeacon, type FakeBeacon } from '#tests/helpers/fakes/fake_beacon'
import { withEnv } from '#tests/helpers/processes/env'
import { DELETED_USER_LABEL } from '#shared/deleted_user'
import { en } from '#tests/helpers/i18n/english'

const QUICKNET: PinnedChain = { ...DRAND_QUICKNET }
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
/** What a step found, as an English reader sees it */
const detail = (s: CheckStep) => wordCheck(en, s.detail)
const verdicts = (steps: CheckStep[] | null) => Object.fromEntries(steps!.map((s) => [s.id, s.ok]))

/** The fake beacon's chain as the site pins it */
const pinnedOf = (beacon: FakeBeacon): PinnedChain => ({
  url: beacon.url,
  chainHash: beacon.chainHash,
  publicKey: beacon.publicKey,
  scheme: 'bls-unchained-g1-rfc9380',
  genesisTime: beacon.genesisTime,
  period: beacon.period,
})

/**
 * A drawn raffle's record as an honest server publishes it: closed between rounds 20 and
 * 21, drawn with round 21; `lie` changes what a dishonest one would, keeping the rest
 * consistent (the winners are drawn from whatever it publishes)
 */
async function raffleRecord(
  beacon: FakeBeacon,
  lie: { round?: number; forged?: boolean; entries?: CanonicalEntry[] } = {}
): Promise<RaffleRecord> {
  const seed = randomBytes(32).toString('hex')
  const entries: CanonicalEntry[] = [
    ['alice', 3],
    ['bob', 1],
    ['carol', 5],
  ]
  const closedAt = new Date(roundTimeMs(20, beacon) + 500).toISOString()
  const roundNumber = lie.round ?? 21
  const round = lie.forged ? beacon.forgedRound(roundNumber) : beacon.round(roundNumber)
  const published = lie.entries ?? entries
  const winners = await drawRaffle(seed, 9, round.randomness, published, 2)
  return {
    raffle: {
      id: 9,
      title: 'T',
      prize: 'P',
      status: 'drawn',
      winners: 2,
      closed_at: closedAt,
      drawn_at: closedAt,
    },
    canonical: canonicalEntries(published),
    canonical_version: 1,
    names: null,
    entries_sha256: sha256(canonicalEntries(entries)),
    seed_hash: sha256(seed),
    seed,
    beacon: { ...round, chain_hash: beacon.chainHash },
    winners: winners.map((w) => ({ username: w.username, ticket: w.ticket })),
  }
}

/**
 * The same record frozen in version 2, written out with node:crypto: each entry's name
 * committed as SHA-256(`${salt}:${username}`), the list of [commit, tickets] hashed; the
 * entries at `redact` published as an account deletion leaves them (label, no salt), in the
 * winners too
 */
function committed(record: RaffleRecord, redact: number[] = []): RaffleRecord {
  const entries = JSON.parse(record.canonical!) as CanonicalEntry[]
  const salts = entries.map(() => randomBytes(16).toString('hex'))
  const canonical = JSON.stringify(entries.map(([name, tickets], i) => [sha256(`${salts[i]}:${name}`), tickets]))
  const gone = new Set(redact.map((i) => entries[i][0]))
  return {
    ...record,
    canonical,
    canonical_version: 2,
    entries_sha256: sha256(canonical),
    names: entries.map(([name], i) => (redact.includes(i) ? [DELETED_USER_LABEL, null] : [name, salts[i]])),
    redactions: redact.map((entry) => ({ entry, redacted_at: '2026-01-01T00:00:00.000Z' })),
    winners: record.winners.map((w) => ({ ...w, username: gone.has(w.username) ? DELETED_USER_LABEL : w.username })),
  }
}

test.group('Draw verification in the browser (shared code)', (group) => {
  let beacon: FakeBeacon
  group.setup(async () => {
    beacon = await startFakeBeacon({ period: 3, genesisTime: 1_700_000_000 })
    return () => beacon.close()
  })

  test('a real quicknet round verifies against the pinned quicknet key, not as another round', async ({ assert }) => {
    // round 3 of drand quicknet, as https://api.drand.sh/<quicknet hash>/public/3 serves it
    const signature = 'b3fab6df720b68cc47175f2c777e86d84187caab5770906f515ff1099cb01e4deaa027075d860823e49477b93c72bd64'
    const randomness = createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex')
    assert.isTrue(await beaconSignatureValid(QUICKNET, { round: 3, randomness, signature }))
    assert.isFalse(await beaconSignatureValid(QUICKNET, { round: 2, randomness, signature }))
    // the randomness must be the SHA-256 of the signature
    assert.isFalse(await beaconSignatureValid(QUICKNET, { round: 3, randomness: sha256('x'), signature }))
    assert.isFalse(await beaconSignatureValid(QUICKNET, { round: 3, randomness, signature: 'zz' }))
  })

  test('a genuine raffle record passes every step', async ({ assert }) => {
    const steps = await checkRaffleDraw(await raffleRecord(beacon), pinnedOf(beacon))
    assert.deepEqual(
      steps!.map((s) => s.id),
      ['signature', 'round', 'seed', 'entries', 'winners']
    )
    assert.deepEqual(verdicts(steps), {
      signature: true,
      round: true,
      seed: true,
      entries: true,
      winners: true,
    })
  })

  test('each forgery fails its own step', async ({ assert }) => {
    const pinned = pinnedOf(beacon)
    const forged = await checkRaffleDraw(await raffleRecord(beacon, { forged: true }), pinned)
    assert.deepInclude(verdicts(forged), { signature: false, round: true, winners: true })
    assert.match(detail(forged![0]), /does NOT verify against the pinned chain's public key/)

    const later = await checkRaffleDraw(await raffleRecord(beacon, { round: 22 }), pinned)
    assert.deepInclude(verdicts(later), { signature: true, round: false, winners: true })
    assert.include(detail(later![1]), 'the first round after the close')
    assert.include(detail(later![1]), 'is 21')

    const tampered = await checkRaffleDraw(
      await raffleRecord(beacon, {
        entries: [
          ['alice', 3],
          ['mallory', 1],
          ['carol', 5],
        ],
      }),
      pinned
    )
    assert.deepInclude(verdicts(tampered), { signature: true, round: true, entries: false })

    // a record naming another chain and key gets nowhere: only the pinned key counts
    const other = await raffleRecord(beacon)
    const elsewhere = { ...pinned, publicKey: DRAND_QUICKNET.publicKey }
    assert.isFalse(verdicts(await checkRaffleDraw(other, elsewhere)).signature)
    other.beacon!.chain_hash = sha256('another chain')
    assert.isFalse(verdicts(await checkRaffleDraw(other, pinned)).signature)
    // no pinned chain, no beacon: said, never passed
    assert.deepInclude(verdicts(await checkRaffleDraw(await raffleRecord(beacon), null)), {
      signature: false,
      round: false,
    })
  })

  test('a version 2 list verifies every name through its salt, and a redacted entry through its commit', async ({
    assert,
  }) => {
    const pinned = pinnedOf(beacon)
    const honest = await raffleRecord(beacon)
    const steps = await checkRaffleDraw(committed(honest), pinned)
    assert.isTrue(steps!.every((s) => s.ok))
    assert.include(detail(steps![3]), '3 names match their commitment')

    // the first winner's account deleted after the close: every step still holds
    const entries = JSON.parse(honest.canonical!) as CanonicalEntry[]
    const winnerEntry = entries.findIndex(([name]) => name === honest.winners[0].username)
    const redacted = committed(honest, [winnerEntry])
    assert.notInclude(JSON.stringify(redacted), honest.winners[0].username)
    const afterDeletion = await checkRaffleDraw(redacted, pinned)
    assert.isTrue(afterDeletion!.every((s) => s.ok))
    assert.include(
      detail(afterDeletion![3]),
      `2 names match their commitment (SHA-256 of salt:username); #${winnerEntry + 1} redacted`
    )
    assert.include(detail(afterDeletion![4]), `${DELETED_USER_LABEL} (ticket ${honest.winners[0].ticket})`)

    // a name swapped (its salt kept), or a name put back on a redacted entry, fails the Entries step
    const swapped = committed(honest)
    swapped.names![1] = ['mallory', swapped.names![1][1]]
    const forged = await checkRaffleDraw(swapped, pinned)
    assert.deepInclude(verdicts(forged), { seed: true, entries: false })
    assert.include(detail(forged![3]), 'entry #2 does NOT match its commitment')
    const guessed = {
      ...redacted,
      names: redacted.names!.map((pair, i) => (i === winnerEntry ? [honest.winners[0].username, null] : pair)),
    }
    assert.isFalse(verdicts(await checkRaffleDraw(guessed as RaffleRecord, pinned)).entries)
  })

  test('a version 1 list redacted after its close says it was hashed before, and its winners still agree', async ({
    assert,
  }) => {
    const honest = await raffleRecord(beacon)
    const redacted: RaffleRecord = {
      ...honest,
      canonical: honest.canonical!.replace('"bob"', JSON.stringify(DELETED_USER_LABEL)),
      redactions: [{ entry: 1, redacted_at: '2026-01-01T00:00:00.000Z' }],
      winners: honest.winners.map((w) => ({ ...w, username: w.username === 'bob' ? DELETED_USER_LABEL : w.username })),
    }
    const steps = await checkRaffleDraw(redacted, pinnedOf(beacon))
    assert.deepInclude(verdicts(steps), { seed: true, entries: false, winners: true })
    assert.include(detail(steps![3]), 'This list (version 1) was hashed before entry #2 was redacted')
    assert.include(detail(steps![3]), 'a copy saved before the redaction matches it')
  })

  test('a vault cycle is checked the same way, its message rebuilt from the round', async ({ assert }) => {
    const seed = randomBytes(32).toString('hex')
    const contributions = [
      { id: 1, username: 'alice', amount: 40 },
      { id: 2, username: 'bob', amount: 60 },
    ]
    const record = async (round: ReturnType<FakeBeacon['round']>) => {
      const message = drawMessage(4, round.randomness)
      const draw = await drawWinner(seed, message, contributions)
      return {
        id: 4,
        seed_hash: sha256(seed),
        seed,
        message,
        contributions,
        closed_at: new Date(roundTimeMs(20, beacon) + 500).toISOString(),
        chain_hash: beacon.chainHash,
        beacon: round,
        draw: { ticket: draw.ticket, winner: { username: draw.entry.username } },
      }
    }
    const pinned = pinnedOf(beacon)
    assert.deepEqual(verdicts(await checkVaultDraw(await record(beacon.round(21)), pinned)), {
      signature: true,
      round: true,
      seed: true,
      winners: true,
    })
    assert.deepInclude(verdicts(await checkVaultDraw(await record(beacon.round(23)), pinned)), {
      round: false,
    })
    assert.deepInclude(verdicts(await checkVaultDraw(await record(beacon.forgedRound(21)), pinned)), {
      signature: false,
    })
  })

  test('the HMAC key is the seed hex text as UTF-8 bytes, the ticket big-endian', async ({ assert }) => {
    assert.include(DRAW_HMAC_KEY, 'UTF-8 bytes')
    const seed = randomBytes(32).toString('hex')
    const digest = createHmac('sha256', Buffer.from(seed, 'utf8')).update('5:ab').digest()
    const decoded = createHmac('sha256', Buffer.from(seed, 'hex')).update('5:ab').digest('hex')
    const total = 1_000_003
    assert.equal(await drawTicket(seed, '5:ab', total), Number(BigInt(`0x${digest.toString('hex')}`) % BigInt(total)))
    assert.notEqual(digest.toString('hex'), decoded)
    // big-endian: the first byte is the most significant
    assert.equal(
      BigInt(`0x${digest.toString('hex')}`),
      digest.reduce((n, byte) => n * 256n + BigInt(byte), 0n)
    )
  })

  test("the pages' pinned chain: quicknet's constants, a custom chain's checked info, none when off", async ({
    assert,
    cleanup,
  }) => {
    cleanup(withEnv({ VAULT_BEACON_URL: DRAND_QUICKNET.url }))
    // no network: quicknet's timing and scheme are constants of the pinned chain
    assert.deepEqual(await pinnedChain(), QUICKNET)
    cleanup(useBeacon(beacon))
    assert.deepEqual(await pinnedChain(), pinnedOf(beacon))
    assert.include(beacon.requests, `/${beacon.chainHash}/info`)
    cleanup(withEnv({ VAULT_BEACON_URL: 'off' }))
    assert.isNull(await pinnedChain())
  })
})
