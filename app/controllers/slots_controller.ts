import type { HttpContext } from '@adonisjs/core/http'
import { param, publicPage } from '#http_cache/public_pages'
import { pageParam } from '#controllers/bonus_hunt_controller'
import { SLOT_SORTS, slotPage, slotStatsPage, type SlotSort } from '#services/slots/slot_stats'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { CATALOG_MESSAGES } from '#shared/slot_catalog'

/** The catalog's pages read the catalog and every hunt: the hunt domain (a catalog write bumps it) */
export const slotsPage = publicPage(['hunt'], {
  page: pageParam,
  sort: param((raw) =>
    (SLOT_SORTS as readonly unknown[]).includes(raw) && raw !== 'played'
      ? (raw as SlotSort)
      : undefined
  ),
})
export const slotDetailPage = publicPage(['hunt'])

/** /slots and /slots/:slug: the catalog with each slot's statistics, and one slot's history */
export default class SlotsController {
  async index(ctx: HttpContext) {
    const { page, sort } = slotsPage.params(ctx)
    return ctx.inertia.render('slots', {
      catalog: await slotStatsPage(page ?? 1, sort ?? 'played'),
    })
  }

  async show({ inertia, params }: HttpContext) {
    const kept = await slotPage(String(params.slug))
    if (!kept) throw new ActionRefusedException(ERROR_CODES.notFound, CATALOG_MESSAGES.notFound)
    return inertia.render('slot', kept)
  }
}
