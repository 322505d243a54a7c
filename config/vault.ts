import env from '#start/env'

/**
 * The public randomness beacon (a drand chain) the vault draw waits for, or null when
 * VAULT_BEACON_URL is not set (the draw then uses the cycle id alone, as before the beacon).
 * start/env.ts validated the values at boot; they are read per call so a test can point the
 * vault at a fake beacon.
 */
export type VaultBeaconConfig = {
  /** the chain's base URL: GET {url}/info and {url}/public/{round} */
  url: string
  /** the chain hash and public key (hex) the chain's info must match; unset: trust the info */
  chainHash: string | undefined
  publicKey: string | undefined
  /** how long one beacon request may take */
  timeoutMs: number
  /**
   * After the round is due, how long a draw stays pending while the beacon cannot be
   * reached before it falls back to the cycle id alone
   */
  fallbackAfterMs: number
}

export function vaultBeacon(): VaultBeaconConfig | null {
  const url = env.get('VAULT_BEACON_URL')
  if (!url) return null
  return {
    url: url.replace(/\/+$/, ''),
    chainHash: env.get('VAULT_BEACON_CHAIN_HASH') || undefined,
    publicKey: env.get('VAULT_BEACON_PUBLIC_KEY') || undefined,
    timeoutMs: 5_000,
    fallbackAfterMs: (env.get('VAULT_BEACON_FALLBACK_SECONDS') ?? 600) * 1000,
  }
}

/**
 * How many points buy one dollar of the vault (VAULT_POINTS_PER_DOLLAR, 100 by default). Read
 * per call, so a test can change it.
 */
export function vaultPointsPerDollar() {
  return env.get('VAULT_POINTS_PER_DOLLAR') ?? 100
}
