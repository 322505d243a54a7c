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

  async start({ request, auth, i18n }: HttpContext) {
    await startHunt(auth.user!.id, await request.validateUsing(huntValidator))
    return this.answer(i18n.t(HUNT_MESSAGES.started))
  }

  async update({ request, auth, i18n }: HttpContext) {
    await updateHunt(auth.user!.id, await request.validateUsing(huntValidator))
    return this.answer(i18n.t(HUNT_MESSAGES.updated))
  }

  async finish({ auth, i18n }: HttpContext) {
    await finishHunt(auth.user!.id)
    return this.answer(i18n.t(HUNT_MESSAGES.finished))
  }

  async addSlot({ request, auth, i18n }: HttpContext) {
    await addSlot(auth.user!.id, await request.validateUsing(slotValidator))
    return this.answer(i18n.t(HUNT_MESSAGES.slotAdded))
  }

  async updateSlot({ request, params, auth, i18n }: HttpContext) {
    const fields = await request.validateUsing(slotValidator)
    await updateSlot(auth.user!.id, Number(params.id), fields)
    return this.answer(i18n.t(HUNT_MESSAGES.slotUpdated))
  }

  async payout({ request, params, auth, i18n }: HttpContext) {
    const { amount } = await request.validateUsing(payoutValidator)
    await recordPayout(auth.user!.id, Number(params.id), amount)
    return this.answer(i18n.t(HUNT_MESSAGES.payoutRecorded))
  }

  async removeSlot({ params, auth, i18n }: HttpContext) {
    await removeSlot(auth.user!.id, Number(params.id))
    return this.answer(i18n.t(HUNT_MESSAGES.slotRemoved))
  }

  /** POST /api/bonus-hunt/guessing: open or close guessing (and set its points prize) */
  async guessing(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(guessingValidator)
    const message = await setGuessing(ctx.auth.user!.id, input, await pointsAuthority(ctx))
    return this.answer(ctx.i18n.t(message))
  }
}
