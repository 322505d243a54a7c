import type { HttpContext } from '@adonisjs/core/http'
import {
  catalogCsvValidator,
  createSlotValidator,
  linkSlotValidator,
  slotSuggestValidator,
  updateSlotValidator,
} from '#validators/slot_catalog'
import { createSlot, linkName, updateSlot } from '#services/slots/catalog'
import { importCatalogCsv } from '#services/slots/catalog_import'
import { adminCatalog, suggestSlots } from '#services/slots/catalog_admin'
import { CATALOG_MESSAGES as M } from '#shared/slot_catalog'

/**
 * /admin/slots (the slot catalog; the slot requests' admin is /admin/slot-requests) and its
 * JSON calls; each answers its message and the catalog as it now is
 */
export default class SlotCatalogController {
  async show({ inertia }: HttpContext) {
    return inertia.render('admin/slot_catalog', { catalog: await adminCatalog() })
  }

  private async answer(message: string, extra: object = {}) {
    return { message, ...extra, catalog: await adminCatalog() }
  }

  async store({ request, auth, i18n }: HttpContext) {
    const { image, ...fields } = await request.validateUsing(createSlotValidator)
    const slot = await createSlot(auth.user!.id, fields, image)
    return this.answer(i18n.t(M.created), { slot: { id: slot.id, slug: slot.slug } })
  }

  async update({ request, params, auth, i18n }: HttpContext) {
    const { image, ...fields } = await request.validateUsing(updateSlotValidator)
    const slot = await updateSlot(auth.user!.id, Number(params.id), fields, image)
    return this.answer(i18n.t(M.updated), { slot: { id: slot.id, slug: slot.slug } })
  }

  async link({ request, params, auth, i18n }: HttpContext) {
    const { name } = await request.validateUsing(linkSlotValidator)
    const count = await linkName(auth.user!.id, Number(params.id), name)
    return this.answer(i18n.t(M.linked, { count }), { linked: count })
  }

  async import({ request, auth, i18n }: HttpContext) {
    const { file } = await request.validateUsing(catalogCsvValidator)
    const counts = await importCatalogCsv(auth.user!.id, file)
    return this.answer(i18n.t(M.imported, counts), counts)
  }

  /** GET /api/admin/slots/suggest?name=: the catalog's close matches of a typed name */
  async suggest({ request }: HttpContext) {
    const { name } = await request.validateUsing(slotSuggestValidator, { data: request.qs() })
    return { suggestions: await suggestSlots(name) }
  }
}
