import type { HttpContext } from '@adonisjs/core/http'
import BonusHuntTransformer from '#transformers/bonus_hunt_transformer'
import {
  guessingValidator,
  huntValidator,
  payoutValidator,
  slotValidator,
} from '#validators/bonus_hunt'
import {
  currentHunt,
  finishHunt,
  HUNT_MESSAGES,
  setGuessing,
  startHunt,
  updateHunt,
} from '#services/hunt/bonus_hunt'
import { pointsAuthority } from '#services/points/points_authority'
import { addSlot, recordPayout, removeSlot, updateSlot } from '#services/hunt/hunt_slots'

/** /admin/bonus-hunt and its JSON calls; each answers the message and the hunt as it now is */
export default class BonusHuntController {
  async show({ inertia }: HttpContext) {
    return inertia.render('admin/bonus_hunt', {
      hunt: BonusHuntTransformer.transform(await currentHunt()),
    })
  }

  private async answer(message: string) {
    const hunt = await currentHunt()
    return { message, hunt: hunt ? new BonusHuntTransformer(hunt).toObject() : null }
  }

  async start({ request, auth }: HttpContext) {
    await startHunt(auth.user!.id, await request.validateUsing(huntValidator))
    return this.answer(HUNT_MESSAGES.started)
  }

  async update({ request, auth }: HttpContext) {
    await updateHunt(auth.user!.id, await request.validateUsing(huntValidator))
    return this.answer(HUNT_MESSAGES.updated)
  }

  async finish({ auth }: HttpContext) {
    await finishHunt(auth.user!.id)
    return this.answer(HUNT_MESSAGES.finished)
  }

  async addSlot({ request, auth }: HttpContext) {
    await addSlot(auth.user!.id, await request.validateUsing(slotValidator))
    return this.answer(HUNT_MESSAGES.slotAdded)
  }

  async updateSlot({ request, params, auth }: HttpContext) {
    const fields = await request.validateUsing(slotValidator)
    await updateSlot(auth.user!.id, Number(params.id), fields)
    return this.answer(HUNT_MESSAGES.slotUpdated)
  }

  async payout({ request, params, auth }: HttpContext) {
    const { amount } = await request.validateUsing(payoutValidator)
    await recordPayout(auth.user!.id, Number(params.id), amount)
    return this.answer(HUNT_MESSAGES.payoutRecorded)
  }

  async removeSlot({ params, auth }: HttpContext) {
    await removeSlot(auth.user!.id, Number(params.id))
    return this.answer(HUNT_MESSAGES.slotRemoved)
  }

  /** POST /api/bonus-hunt/guessing: open or close guessing (and set its points prize) */
  async guessing(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(guessingValidator)
    return this.answer(await setGuessing(ctx.auth.user!.id, input, await pointsAuthority(ctx)))
  }
}
