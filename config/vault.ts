import env from '#start/env'
import type { MessageKey } from '#shared/messages'

/**
 * The public randomness beacon (a drand chain) the vault draw waits for. start/env.ts
 * validated the values at boot; they are read per call so a test can point the vault at a
 * fake beacon.
 *
 * - VAULT_BEACON_URL unset: drand's quicknet mainnet through its public relay, pinned to the
 *   chain hash and public key below (production and development alike; the test environment
 *   defaults to `off`, so no test reaches the internet: the beacon tests use a local chain).
 * - VAULT_BEACON_URL=off: the explicit opt-out; the draw uses the cycle id alone and the
 *   public record says it is not beacon-verified.
 * - any other URL: a custom chain, which needs both pins (VAULT_BEACON_CHAIN_HASH,
 *   VAULT_BEACON_PUBLIC_KEY); production refuses to boot without them
 *   (start/production_guard.ts), and elsewhere a roll is refused with BEACON_NOT_PINNED.
 *   The chain is never trusted from what the URL serves.
 */
export const DRAND_QUICKNET = {
  url: 'https://api.drand.sh/52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  /** the chain's fixed timing and signature scheme, as its info states them */
  scheme: 'bls-unchained-g1-rfc9380',
  genesisTime: 1692803367,
  period: 3,
} as const

/** The value of VAULT_BEACON_URL that switches the beacon off */
export const BEACON_OFF = 'off'

export const BEACON_NOT_PINNED = 'vault_rules.beacon_not_pinned' satisfies MessageKey

export type VaultBeaconConfig = {
  /** the chain's base URL: GET {url}/info and {url}/public/{round} */
  url: string
  /** the chain hash and public key (hex) the chain's info and rounds must match */
  chainHash: string
  publicKey: string
  /** how long one beacon request may take */
  timeoutMs: number
}

export type VaultBeaconSetting =
  | { kind: 'beacon'; config: VaultBeaconConfig }
  | { kind: 'off' }
  /** a custom URL without both pins: nothing may be drawn from it */
  | { kind: 'unpinned'; url: string }

/** The beacon URL as configured, with the environment's default when unset */
function configuredUrl() {
  const url = env.get('VAULT_BEACON_URL')?.trim()
  if (url) return url
  return env.get('NODE_ENV') === 'test' ? BEACON_OFF : DRAND_QUICKNET.url
}

export function vaultBeaconSetting(): VaultBeaconSetting {
  const url = configuredUrl().replace(/\/+$/, '')
  if (url.toLowerCase() === BEACON_OFF) return { kind: 'off' }
  const pinned = url === DRAND_QUICKNET.url ? DRAND_QUICKNET : null
  const chainHash = env.get('VAULT_BEACON_CHAIN_HASH')?.trim().toLowerCase() || pinned?.chainHash
  const publicKey = env.get('VAULT_BEACON_PUBLIC_KEY')?.trim().toLowerCase() || pinned?.publicKey
  if (!chainHash || !publicKey) return { kind: 'unpinned', url }
  return {
    kind: 'beacon',
    config: { url, chainHash, publicKey, timeoutMs: 5_000 },
  }
}

/**
 * Whether draws use a public beacon: false with VAULT_BEACON_URL=off, when every draw page
 * says the draw is not beacon-verified. Read per request.
 */
export function drawsBeaconBacked() {
  return vaultBeaconSetting().kind !== 'off'
}

/** The configured, pinned beacon, or null (off or not pinned) */
export function vaultBeacon(): VaultBeaconConfig | null {
  const setting = vaultBeaconSetting()
  return setting.kind === 'beacon' ? setting.config : null
}

/**
 * How many points buy one dollar of the vault (VAULT_POINTS_PER_DOLLAR, 100 by default). Read
 * per call, so a test can change it.
 */
export function vaultPointsPerDollar() {
  return env.get('VAULT_POINTS_PER_DOLLAR') ?? 100
}
