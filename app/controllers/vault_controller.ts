import type { HttpContext } from '@adonisjs/core/http'
import { publicVaultState } from '#services/vault/vault_state'
import { recentDraws } from '#services/vault/cycle_record'
import { drawsBeaconBacked, vaultBeacon } from '#config/vault'
import { pinnedChain } from '#services/vault/beacon'
import { param, publicPage } from '#http_cache/public_pages'

export const vaultPage = publicPage(['vault'])
/** ?cycle= a positive integer picks a draw (any one: rendered for each, not kept) */
export const vaultVerifyPage = publicPage(['vault'], {
  cycle: param((raw) => {
    const picked = Number(raw)
    return Number.isSafeInteger(picked) && picked > 0 ? picked : undefined
  }, false),
})

export default class VaultController {
  async show({ inertia }: HttpContext) {
    // a copy: the cached value is shared by every visitor, the props object is this page's
    const { vault, winners, seedHash, pointsPerDollar } = await publicVaultState()
    // read per request (the setting, not the vault): off means draws are not beacon-verified
    const beaconVerified = drawsBeaconBacked()
    return inertia.render('vault', { vault, winners, seedHash, pointsPerDollar, beaconVerified })
  }

  /**
   * The verify page: the recent draws to pick from, and the beacon chain's URL so a visitor
   * can fetch a round from drand themselves; the page redoes a draw in the browser from the
   * public record (GET /api/vault/cycles/:id)
   */
  async verify(ctx: HttpContext) {
    return ctx.inertia.render('vault_verify', {
      draws: await recentDraws(),
      cycleId: vaultVerifyPage.params(ctx).cycle ?? null,
      beaconUrl: vaultBeacon()?.url ?? null,
      beaconChainHash: vaultBeacon()?.chainHash ?? null,
      beaconVerified: drawsBeaconBacked(),
      // the chain the page verifies rounds against (the site's pins, not the record's)
      pinnedChain: await pinnedChain(),
    })
  }
}
