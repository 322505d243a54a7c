import { createHash } from 'node:crypto'
import { startFakeServer } from '#tests/helpers/fakes/fake_server'
import { bls12_381 as bls } from '@noble/curves/bls12-381'
import { withEnv } from '#tests/helpers/processes/env'
import type { Group } from '@japa/runner/core'

/**
 * A local drand chain for tests, quicknet style (scheme bls-unchained-g1-rfc9380: signatures
 * on G1, the public key on G2, message = SHA-256 of the round as 8 bytes big-endian). It
 * signs with a fixed test key and, like drand, serves a round only once its time has come:
 * round r at genesis + (r - 1) × period. `requests` lists the paths asked for.
 */
const TEST_SECRET_KEY = createHash('sha256').update('neonplay fake beacon key').digest()
/** a key that is not the chain's: rounds signed with it must be refused */
const FORGER_KEY = createHash('sha256').update('someone else').digest()

export type FakeBeacon = {
  url: string
  chainHash: string
  publicKey: string
  genesisTime: number
  period: number
  requests: string[]
  /** the round as drand would publish it, signed with the test key */
  round(round: number): { round: number; randomness: string; signature: string }
  /** the round signed with a key that is not the chain's (a forgery) */
  forgedRound(round: number): { round: number; randomness: string; signature: string }
  /** answers every request with 500 from now on */
  fail(): void
  /** answers again after fail() */
  recover(): void
  /** signs the rounds it serves from now on with a key that is not the chain's */
  forge(): void
  close(): Promise<void>
}

function signedRound(round: number, key: Uint8Array = TEST_SECRET_KEY) {
  const roundBytes = Buffer.alloc(8)
  roundBytes.writeBigUInt64BE(BigInt(round))
  const message = createHash('sha256').update(roundBytes).digest()
  const signature = Buffer.from(bls.signShortSignature(message, key))
  return {
    round,
    randomness: createHash('sha256').update(signature).digest('hex'),
    signature: signature.toString('hex'),
  }
}

export async function startFakeBeacon(options: { period?: number; genesisTime?: number } = {}): Promise<FakeBeacon> {
  const period = options.period ?? 3
  const genesisTime = options.genesisTime ?? Math.floor(Date.now() / 1000) - 60
  const publicKey = Buffer.from(bls.getPublicKeyForShortSignatures(TEST_SECRET_KEY)).toString('hex')
  const chainHash = createHash('sha256').update(`fake-beacon:${publicKey}`).digest('hex')
  const info = {
    public_key: publicKey,
    period,
    genesis_time: genesisTime,
    hash: chainHash,
    groupHash: chainHash,
    schemeID: 'bls-unchained-g1-rfc9380',
    metadata: { beaconID: 'fake-quicknet' },
  }
  const requests: string[] = []
  let failing = false
  let forging = false

  const { origin, stop } = await startFakeServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]
    requests.push(path)
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (failing) return send(500, { error: 'down' })
    if (path === `/${chainHash}/info`) return send(200, info)
    const match = path.match(new RegExp(`^/${chainHash}/public/(\\d+)$`))
    if (!match) return send(404, { error: 'not found' })
    const round = Number(match[1])
    const publishedAt = (genesisTime + (round - 1) * period) * 1000
    if (round < 1 || Date.now() < publishedAt) return send(404, { error: 'round not out yet' })
    return send(200, signedRound(round, forging ? FORGER_KEY : TEST_SECRET_KEY))
  })

  return {
    url: `${origin}/${chainHash}`,
    chainHash,
    publicKey,
    genesisTime,
    period,
    requests,
    round: (round) => signedRound(round),
    forgedRound: (round) => signedRound(round, FORGER_KEY),
    fail: () => {
      failing = true
    },
    recover: () => {
      failing = false
    },
    forge: () => {
      forging = true
    },
    close: stop,
  }
}

/** Points the vault at the fake beacon for one test; returns the function that undoes it */
export function useBeacon(beacon: FakeBeacon, extra: Record<string, string> = {}) {
  return withEnv({
    VAULT_BEACON_URL: beacon.url,
    VAULT_BEACON_CHAIN_HASH: beacon.chainHash,
    VAULT_BEACON_PUBLIC_KEY: beacon.publicKey,
    ...extra,
  })
}

/**
 * The fake beacons and beacon settings of a group's tests, undone after each test: `keep`
 * closes a beacon the test started, `use` also points the site at it, `env` sets other values
 * (each setting replaces the one the test made before)
 */
export function beaconPerTest(group: Group) {
  let beacon: FakeBeacon | null = null
  let restoreEnv: (() => void) | null = null
  group.each.setup(() => async () => {
    restoreEnv?.()
    restoreEnv = null
    await beacon?.close()
    beacon = null
  })
  /** puts back what the test set before, then sets the new values */
  const setEnv = (set: () => () => void) => {
    restoreEnv?.()
    restoreEnv = set()
  }
  return {
    keep(started: FakeBeacon) {
      beacon = started
      return started
    },
    use(started: FakeBeacon, extra: Record<string, string> = {}) {
      beacon = started
      setEnv(() => useBeacon(started, extra))
      return started
    },
    env(values: Record<string, string>) {
      setEnv(() => withEnv(values))
    },
  }
}
