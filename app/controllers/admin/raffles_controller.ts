import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import {
  createRaffleValidator,
  raffleEntriesValidator,
  rafflePayoutValidator,
  updateRaffleValidator,
} from '#validators/raffles'
import { createRaffle, setRafflePayout, updateRaffle } from '#services/raffles/raffle_admin'
import { cancelRaffle, closeRaffle } from '#services/raffles/raffle_lifecycle'
import { drawRaffleWinners } from '#services/raffles/draw'
import { adminRaffleEntries, adminRaffles } from '#services/raffles/admin_views'
import { raffleRecord } from '#services/raffles/public_raffles'
import { pointsAuthority } from '#services/points/points_authority'
import { RAFFLE_MESSAGES } from '#shared/raffles'

/** /admin/raffles and its JSON calls (every one audited by its service) */
export default class RafflesController {
  async show({ inertia }: HttpContext) {
    return inertia.render('admin/raffles', { raffles: await adminRaffles() })
  }

  /** The message, the raffle as it now is, then what the action adds (`extra`) */
  private async answer<Extra extends object>(message: string, id: number, extra?: Extra) {
    const raffle = await raffleRecord(id).then((r) => r && { ...r.raffle })
    return { message, raffle, ...(extra as Extra) }
  }

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createRaffleValidator)
    const { id } = await createRaffle(ctx.auth.user!.id, input, await pointsAuthority(ctx))
    return this.answer(ctx.i18n.t(RAFFLE_MESSAGES.created), id)
  }

  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(updateRaffleValidator)
    const id = Number(ctx.params.id)
    await updateRaffle(ctx.auth.user!.id, id, input, await pointsAuthority(ctx))
    return this.answer(ctx.i18n.t(RAFFLE_MESSAGES.updated), id)
  }

  async close({ auth, params, i18n }: HttpContext) {
    const closed = await closeRaffle(auth.user!.id, Number(params.id))
    const { canonical, entries_sha256: sha256 } = closed
    return this.answer(i18n.t(RAFFLE_MESSAGES.closed), closed.id, {
      canonical,
      entries_sha256: sha256,
    })
  }

  async draw({ auth, params, i18n }: HttpContext) {
    const drawn = await drawRaffleWinners(auth.user!.id, Number(params.id))
    const { winners, beacon_round: round } = drawn
    return this.answer(i18n.t(RAFFLE_MESSAGES.drawn), drawn.id, { winners, beacon_round: round })
  }

  async cancel({ auth, params, i18n }: HttpContext) {
    const { id, refunded } = await cancelRaffle(auth.user!.id, Number(params.id))
    return this.answer(i18n.t(RAFFLE_MESSAGES.cancelled), id, { refunded })
  }

  async entries({ request, params }: HttpContext) {
    const { search } = await request.validateUsing(raffleEntriesValidator, { data: request.qs() })
    const id = Number(params.id)
    const exists = await db.from('raffles').where('id', id).select('id').first()
    if (!exists) throw new ActionRefusedException(ERROR_CODES.notFound, RAFFLE_MESSAGES.notFound)
    return { entries: await adminRaffleEntries(id, search) }
  }

  async payout({ request, auth, params, i18n }: HttpContext) {
    const input = await request.validateUsing(rafflePayoutValidator)
    const payout = await setRafflePayout(
      auth.user!.id,
      Number(params.id),
      Number(params.position),
      input
    )
    return { message: i18n.t(RAFFLE_MESSAGES.payoutSaved), payout }
  }
}
