import env from '#start/env'

/**
 * How many points buy one dollar of the vault (VAULT_POINTS_PER_DOLLAR, 100 by default). Read
 * per call, so a test can change it.
 */
export function vaultPointsPerDollar() {
  return env.get('VAULT_POINTS_PER_DOLLAR') ?? 100
}
