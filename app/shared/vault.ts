/**
 * Vault rules shared by the server and the vault pages.
 */

export const VAULT = {
  streamStartingPot: 50,
  minimumAddedPerStream: 25,
  recentWinners: 3,
} as const

export type VaultWinnerRow = { username: string; amount: number; date: string | null }

/** The placeholder rows of padVaultWinners: the page names them in the reader's language */
const placeholders = new WeakSet<VaultWinnerRow>()

/** The public vault lists at least 3 winners; missing slots read UNKNOWN with 0 */
export function padVaultWinners<T extends VaultWinnerRow>(
  winners: T[],
  minimum = VAULT.recentWinners
): VaultWinnerRow[] {
  const padded: VaultWinnerRow[] = [...winners]
  while (padded.length < minimum) {
    const placeholder = { username: 'UNKNOWN', amount: 0, date: null }
    placeholders.add(placeholder)
    padded.push(placeholder)
  }
  return padded
}

/** Whether a row is a padVaultWinners placeholder (shown as labels.vault_unknown_winner) */
export function isVaultPadRow(row: VaultWinnerRow) {
  return placeholders.has(row)
}

/**
 * The public 'Add to Vault' amount: present, numeric and greater than 0, else null (the
 * submit then silently does nothing).
 */
export function vaultAddAmount(input: string | number | null | undefined) {
  if (input === null || input === undefined || String(input).trim() === '') return null
  const amount = Number(input)
  return Number.isFinite(amount) && amount > 0 ? amount : null
}

/** Vault contributions are whole dollars from 1 to this (keeps points within 32-bit columns) */
export const VAULT_CONTRIBUTION = { min: 1, max: 1_000_000 } as const
