/** A vault amount as the admin vault shows it: '$1,234.5' (cents kept, unlike formatUsd) */
export const vaultDollars = (n: number) => `$${n.toLocaleString('en-US')}`
