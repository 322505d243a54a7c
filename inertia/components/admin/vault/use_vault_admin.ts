import { useState } from 'react'
import type { Data } from '@generated/data'
import { VAULT } from '@shared/vault'
import { api } from '~/lib/api'
import { adminToast } from '~/lib/toasts'

type Vault = Data.Vault
type Winner = Data.VaultWinner
export type VaultCycleSummary = { id: number | null; contributors: number; dollars: number }

/**
 * The admin vault's state and calls. Every change goes through POST /api/vault/update with
 * absolute numbers (docs/product.md) plus the numbers shown when the admin acted (`previous`): if a
 * contribution arrived meanwhile the server refuses (409) and answers the current vault,
 * which is shown at once.
 */
export function useVaultAdmin(initial: {
  vault: Vault
  winners: Winner[]
  seedHash: string | null
  cycle: VaultCycleSummary
}) {
  const [vault, setVault] = useState(initial.vault)
  const [cycle, setCycle] = useState(initial.cycle)
  const [winners, setWinners] = useState(initial.winners)
  const [seedHash, setSeedHash] = useState(initial.seedHash)
  const [busy, setBusy] = useState(false)

  async function update(next: Vault, success: string, failure: string) {
    setBusy(true)
    try {
      const result = await api<{ vault?: Vault }>('POST', '/api/vault/update', {
        value: next.value,
        streams_active: next.streams_active,
        previous: vault,
      })
      if (result.data?.vault) setVault(result.data.vault)
      if (result.ok && result.data?.vault) {
        adminToast.success(success)
        return true
      }
      adminToast.error(failure)
    } catch {
      adminToast.error(failure)
    } finally {
      setBusy(false)
    }
    return false
  }

  async function roll() {
    setBusy(true)
    try {
      const result = await api<{
        winner?: Winner
        vaultValue?: number
        vault?: Vault
        seedHash?: string
        cycle?: VaultCycleSummary
        error?: string
      }>('POST', '/api/vault/roll-winner')
      const { winner, vaultValue } = result.data ?? {}
      if (!result.ok || !winner) {
        adminToast.error(result.data?.error ?? 'Failed to roll winner')
        return false
      }
      adminToast.success(`${winner.username} won $${vaultValue}!`)
      setVault(result.data.vault ?? { value: 0, streams_active: 0 })
      setWinners((list) => [winner, ...list].slice(0, VAULT.recentWinners))
      setSeedHash(result.data.seedHash ?? null)
      if (result.data.cycle) setCycle(result.data.cycle)
      return true
    } catch {
      adminToast.error('Failed to roll winner')
      return false
    } finally {
      setBusy(false)
    }
  }

  return {
    vault,
    winners,
    seedHash,
    cycle,
    busy,
    save: (next: Vault) => update(next, 'Vault updated successfully', 'Failed to update vault'),
    add: (amount: number) =>
      update(
        { value: Math.trunc(vault.value + amount), streams_active: vault.streams_active },
        `Added $${amount} to vault`,
        'Failed to add to vault'
      ),
    increment: () =>
      update(
        { value: vault.value, streams_active: vault.streams_active + 1 },
        'Stream count incremented',
        'Failed to increment stream count'
      ),
    reset: () =>
      update({ value: 0, streams_active: 0 }, 'Vault reset to $0', 'Failed to reset vault'),
    roll,
  }
}
