import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { publicRaffleList, raffleRecord } from '#services/raffles/public_raffles'
import { ticketsOf } from '#services/raffles/entries'
import { RAFFLE_MESSAGES } from '#shared/raffles'
import { drawsBeaconBacked, vaultBeacon } from '#config/vault'
import { publicPage } from '#http_cache/public_pages'
import { pinnedChain } from '#services/vault/beacon'

/**
 * The public raffle pages (behind the guest page cache: the per-user part, "your tickets", is
 * only in the props of a logged-in user, whom that cache never serves) and the public record
 */
/** The list and a raffle's page (the same domain) */
export const rafflesPage = publicPage(['raffles'])

export default class RafflesController {
  async index({ inertia }: HttpContext) {
    return inertia.render('raffles', {
      raffles: await publicRaffleList(),
      now: DateTime.utc().toISO()!,
      // false with VAULT_BEACON_URL=off: the page says draws are not beacon-verified
      beaconVerified: drawsBeaconBacked(),
    })
  }

  async show({ inertia, params, auth }: HttpContext) {
    const record = await raffleRecord(Number(params.id))
    if (!record) throw new ActionRefusedException(ERROR_CODES.notFound, RAFFLE_MESSAGES.notFound)
    const user = auth.user
    return inertia.render('raffle', {
      record,
      now: DateTime.utc().toISO()!,
      myTickets: user ? await ticketsOf(record.raffle.id, user.id) : null,
      // a link to the round at drand, for the chain this site is configured with
      beaconUrl:
        record.beacon && record.beacon.chain_hash === vaultBeacon()?.chainHash
          ? vaultBeacon()!.url
          : null,
      beaconVerified: drawsBeaconBacked(),
      // the chain the check panel verifies the round against (the site's pins, not the record's)
      pinnedChain: await pinnedChain(),
    })
  }

  /** GET /api/raffles/:id: the record anyone can recompute the draw from */
  async record({ params }: HttpContext) {
    const record = await raffleRecord(Number(params.id))
    if (!record) throw new ActionRefusedException(ERROR_CODES.notFound, RAFFLE_MESSAGES.notFound)
    return record
  }
}
