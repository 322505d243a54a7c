import { useEffect, useState } from 'react'
import type { Data } from '@generated/data'
import { VAULT } from '@shared/vault'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call } from '~/lib/api_client'
import { useT } from '~/lib/i18n'

type Vault = Data.Vault
type Winner = Data.VaultWinner
export type VaultCycleSummary = {
  id: number | null
  contributors: number
  dollars: number
  /** how the next roll draws: from a drand chain, off (not beacon-verified), or refused */
  beacon: 'beacon' | 'off' | 'unpinned'
  /**
   * a roll closed this cycle and its draw waits since closedAt for its beacon round (null
   * until the chain was reached); the prize was frozen at the close
   */
  pending: { closedAt: string; round: number | null; prize: number } | null
}

/** How often the page asks again while a draw waits for its beacon round */
const DRAW_RETRY_MS = 2000

/**
 * The admin vault's state and calls. Every change goes through the vault update call with
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
  const t = useT()
  const [vault, setVault] = useState(initial.vault)
  const [cycle, setCycle] = useState(initial.cycle)
  const [winners, setWinners] = useState(initial.winners)
  const [seedHash, setSeedHash] = useState(initial.seedHash)
  const { busy, run } = useAdminAction()

  /** A refusal (409) answers the vault as it now is: shown at once, with the failure toast */
  async function update(next: Vault, success: string, failure: string) {
    const answer = await run(
      async () => {
        const result = await call('admin_api.vault.update', {
          body: { value: next.value, streams_active: next.streams_active, previous: vault },
        })
        if (result.data.vault) setVault(result.data.vault)
        return result
      },
      { success, failure: () => failure, accept: (data) => Boolean(data.vault) }
    )
    return answer !== null
  }

  /**
   * Roll Winner. The server may answer that the cycle is closed and its draw waits for a
   * beacon round (docs/product.md): the page then calls again for that cycle until its
   * winner is drawn (by this call or by the worker).
   */
  async function roll(again = false) {
    const body = again && cycle.id !== null ? { cycle_id: cycle.id } : {}
    const answer = await run(() => call('admin_api.vault.roll', { body }), {
      failure: (serverMessage) => serverMessage ?? t('admin_vault.roll_failed'),
      accept: (data) => Boolean(data.winner || data.pending),
      success: ({ winner, vaultValue, pending }) =>
        winner
          ? t('admin_vault.winner_toast', {
              username: winner.username,
              amount: vaultValue ?? winner.amount,
            })
          : again
            ? ''
            : pending?.round
              ? t('admin_vault.closed_round_toast', { round: String(pending.round) })
              : t('admin_vault.closed_toast'),
    })
    if (!answer) return false
    setVault(answer.vault)
    setSeedHash(answer.seedHash ?? null)
    setCycle(answer.cycle)
    const { winner } = answer
    if (winner) setWinners((list) => [winner, ...list].slice(0, VAULT.recentWinners))
    return true
  }

  const waiting = cycle.pending !== null
  useEffect(() => {
    if (!waiting || busy) return
    const timer = setTimeout(() => void roll(true), DRAW_RETRY_MS)
    return () => clearTimeout(timer)
    // a new timer after each answer while the draw is still pending
  }, [waiting, busy, cycle])

  return {
    vault,
    winners,
    seedHash,
    cycle,
    busy,
    save: (next: Vault) =>
      update(next, t('admin_vault.updated_toast'), t('admin_vault.update_failed')),
    add: (amount: number) =>
      update(
        { value: Math.trunc(vault.value + amount), streams_active: vault.streams_active },
        t('admin_vault.added_toast', { amount }),
        t('admin_vault.add_failed')
      ),
    increment: () =>
      update(
        { value: vault.value, streams_active: vault.streams_active + 1 },
        t('admin_vault.incremented_toast'),
        t('admin_vault.increment_failed')
      ),
    reset: () =>
      update(
        { value: 0, streams_active: 0 },
        t('admin_vault.reset_toast'),
        t('admin_vault.reset_failed')
      ),
    roll: () => roll(),
  }
}
