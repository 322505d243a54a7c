import { cachedPublic } from '#infra/live/public_cache'
import { jsonSerializer } from '#infra/http/json_serializer'
import VaultTransformer from '#transformers/vault_transformer'
import VaultWinnerTransformer from '#transformers/vault_winner_transformer'
import { vaultPointsPerDollar } from '#config/vault'
import Vault from '#models/vault'
import VaultCycle from '#models/vault_cycle'
import VaultWinner from '#models/vault_winner'
import { VAULT } from '#shared/vault'

/** The vault as the public and admin pages show it: value, streams, recent winners, seed hash */
export async function loadVaultState() {
  const vault = (await Vault.find(1)) ?? new Vault().merge({ value: 0, streamsActive: 0 })
  const cycle = vault.cycleId ? await VaultCycle.find(vault.cycleId) : null
  const winners = await VaultWinner.query()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(VAULT.recentWinners)
  return {
    vault,
    winners,
    seedHash: cycle?.seedHash ?? null,
    pointsPerDollar: vaultPointsPerDollar(),
  }
}

/** The public vault page's props */
export function publicVaultState() {
  return cachedPublic('vault', 'state', async () => {
    const state = await loadVaultState()
    return jsonSerializer.serializeWithoutWrapping({
      vault: VaultTransformer.transform(state.vault),
      winners: VaultWinnerTransformer.transform(state.winners),
      seedHash: state.seedHash,
      pointsPerDollar: state.pointsPerDollar,
    })
  })
}
