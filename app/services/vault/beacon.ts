import { HttpCachingChain, HttpChainClient, fetchBeacon, type ChainOptions } from 'drand-client'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import type { VaultBeaconConfig } from '#config/vault'
import { firstRoundAfter, roundTimeMs, type BeaconRound } from '#shared/vault_draw'

/**
 * The drand chain the vault draw waits for, through drand-client: the chain's info is checked
 * against the configured chain hash and public key, and every round's BLS signature against
 * the chain's public key (and its randomness against the signature) before it is used.
 * Shared by the draws that wait for a round: the vault (roll.ts) and the raffles.
 */
export type BeaconChain = { genesisTime: number; period: number; client: HttpChainClient }

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
