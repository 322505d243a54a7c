import { HttpCachingChain, HttpChainClient, fetchBeacon, type ChainOptions } from 'drand-client'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import { DRAND_QUICKNET, vaultBeacon, type VaultBeaconConfig } from '#config/vault'
import type { PinnedChain } from '#shared/draw_procedure'
import { firstRoundAfter, roundTimeMs, type BeaconRound } from '#shared/vault_draw'

/**
 * The drand chain the vault draw waits for, through drand-client: the chain's info is checked
 * against the configured chain hash and public key, and every round's BLS signature against
 * the chain's public key (and its randomness against the signature) before it is used.
 * Shared by the draws that wait for a round: the vault (roll.ts) and the raffles.
 */
export type BeaconChain = {
  genesisTime: number
  period: number
  scheme: string
  client: HttpChainClient
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** The chain's timing and a client for its rounds; throws when the chain cannot be reached */
export async function reachBeaconChain(config: VaultBeaconConfig): Promise<BeaconChain> {
  const options: ChainOptions = {
    disableBeaconVerification: false,
    noCache: true,
    ...(config.chainHash && config.publicKey
      ? { chainVerificationParams: { chainHash: config.chainHash, publicKey: config.publicKey } }
      : {}),
  }
  const chain = new HttpCachingChain(config.url, options)
  const info = await withTimeout(chain.info(), config.timeoutMs, 'The beacon chain info')
  return {
    genesisTime: info.genesis_time,
    period: info.period,
    scheme: info.schemeID,
    client: new HttpChainClient(chain, options),
  }
}

/** A round of the chain, its signature verified; throws when it is missing or invalid */
export async function verifiedBeaconRound(
  config: VaultBeaconConfig,
  round: number
): Promise<BeaconRound> {
  const chain = await reachBeaconChain(config)
  const beacon = await withTimeout(
    fetchBeacon(chain.client, round),
    config.timeoutMs,
    `Beacon round ${round}`
  )
  if (beacon.round !== round) throw new Error(`The beacon answered round ${beacon.round}`)
  return {
    round: beacon.round,
    randomness: beacon.randomness.toLowerCase(),
    signature: beacon.signature.toLowerCase(),
  }
}

/**
 * The close time as recorded: rounded up to the whole second the database keeps (SQLite
 * stores seconds), so "the first round after closed_at" is never a round published before
 * the real close
 */
export function closeTime() {
  const now = DateTime.utc()
  return now.millisecond === 0 ? now : now.plus({ seconds: 1 }).startOf('second')
}

export async function chainOrNull(config: VaultBeaconConfig): Promise<BeaconChain | null> {
  try {
    return await reachBeaconChain(config)
  } catch (error) {
    logger.warn({ err: error }, 'beacon chain unreachable: the draw waits for it')
    return null
  }
}

/** The round a draw closed at `closedAt` waits for (the first one after it), and when it is out */
export function roundFor(closedAt: DateTime, chain: BeaconChain) {
  const round = firstRoundAfter(closedAt.toMillis(), chain)
  return { round, dueAt: DateTime.fromMillis(roundTimeMs(round, chain), { zone: 'utc' }) }
}

/** The pinned chains' timing and scheme read from their info, once per process */
const pinnedChains = new Map<string, Promise<PinnedChain>>()

/**
 * The chain the site pins, for the check panels to verify rounds in the browser: the
 * configured hash and public key, with the timing and scheme of quicknet's constants, or, for
 * a custom chain, of its info (which drand-client checked against both pins; read once per
 * process, a failure kept for 30 s). Null when the beacon is off or unpinned, or a custom
 * chain cannot be reached (the page then says the round cannot be checked).
 */
export async function pinnedChain(): Promise<PinnedChain | null> {
  const config = vaultBeacon()
  if (!config) return null
  const pins = { url: config.url, chainHash: config.chainHash, publicKey: config.publicKey }
  if (
    config.chainHash === DRAND_QUICKNET.chainHash &&
    config.publicKey === DRAND_QUICKNET.publicKey
  ) {
    const { scheme, genesisTime, period } = DRAND_QUICKNET
    return { ...pins, scheme, genesisTime, period }
  }
  const key = `${config.url} ${config.chainHash} ${config.publicKey}`
  let known = pinnedChains.get(key)
  if (!known) {
    known = reachBeaconChain(config).then(({ scheme, genesisTime, period }) => ({
      ...pins,
      scheme,
      genesisTime,
      period,
    }))
    pinnedChains.set(key, known)
  }
  try {
    return await known
  } catch (error) {
    // asked again after a while, not at every page view while the chain is down
    setTimeout(() => pinnedChains.delete(key), 30_000).unref()
    logger.warn({ err: error }, 'beacon chain unreachable: the pages cannot check rounds')
    return null
  }
}
