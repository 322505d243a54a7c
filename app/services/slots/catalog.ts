import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { publicTransaction } from '#infra/live/public_cache'
import CatalogSlot from '#models/catalog_slot'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { auditedCreate, auditedUpdate, fieldsOf } from '#services/audit/record_audit'
import type { AuditSubject } from '#services/audit/record_audit'
import { deleteStoredImage, storeImage } from '#infra/uploads/image_upload'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows } from '#infra/db/writes'
import {
  CATALOG_MESSAGES as M,
  slotMatchKey,
  slotSlug,
  type Volatility,
} from '#shared/slot_catalog'

/**
 * The slot catalog's writes (docs/product.md, "Slot catalog"): an admin creates and edits
 * slots (audited), each with a unique match key (#shared/slot_catalog), so a typed name finds
 * its one slot. A slot created or renamed takes the bonuses already typed with its name that
 * no slot had (linkBonusesByName). The catalog is public data of the hunt domain (the hunt
 * pages show its providers, the slot pages its statistics): every change rebuilds them.
 */
export type SlotFields = {
  name: string
  provider?: string | null
  rtp?: number | null
  volatility?: Volatility | null
  max_win?: number | null
  released_on?: Date | DateTime | null
}

export const CATALOG_DOMAINS = ['hunt'] as const

const SLOT: AuditSubject<CatalogSlot> = {
  type: 'catalog_slot',
  snapshot: fieldsOf<CatalogSlot, keyof CatalogSlot>(
    'name',
    'provider',
    'rtp',
    'volatility',
    'maxWin',
    'imageUrl'
  ),
}

/** The catalog slot a typed name is (case, spacing, punctuation and accents ignored), or null */
export async function resolveSlotName(client: QueryClientContract, typed: string) {
  const key = slotMatchKey(typed)
  const row = await client
    .from('catalog_slots')
    .where('match_key', key)
    .select('id', 'name', 'provider')
    .first()
  return {
    key,
    slot: row ? { id: Number(row.id), name: String(row.name), provider: row.provider } : null,
  }
}

/** A slug no other slot has: the name's, then -2, -3... */
async function freeSlug(trx: TransactionClientContract, name: string, ownId: number | null) {
  const base = slotSlug(name)
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`
    const taken = await trx.from('catalog_slots').where('slug', slug).select('id').first()
    if (!taken || Number(taken.id) === ownId) return slug
  }
}

async function refuseDuplicate(trx: TransactionClientContract, key: string, ownId: number | null) {
  const other = await trx.from('catalog_slots').where('match_key', key).select('id', 'name').first()
  if (other && Number(other.id) !== ownId) {
    throw new ActionRefusedException(ERROR_CODES.conflict, {
      key: M.duplicate,
      values: { name: String(other.name) },
    })
  }
}

/** Every bonus typed with this key that no slot holds yet becomes the slot's (answers how many) */
export async function linkBonusesByName(trx: QueryClientContract, slotId: number, key: string) {
  const linked = await trx
    .from('hunt_slots')
    .where('name_key', key)
    .whereNull('catalog_slot_id')
    .update({ catalog_slot_id: slotId })
  return affectedRows(linked)
}

const releaseDate = (value: SlotFields['released_on']) =>
  value === undefined || value === null
    ? value
    : value instanceof DateTime
      ? value
      : DateTime.fromJSDate(value, { zone: 'utc' })

/** The fields sent, as the model holds them (what is absent stays as it is) */
function modelFields(fields: SlotFields) {
  const sent = <T>(value: T | undefined) => value
  return Object.fromEntries(
    Object.entries({
      provider: sent(fields.provider),
      rtp: sent(fields.rtp),
      volatility: sent(fields.volatility),
      maxWin: sent(fields.max_win),
      releasedOn: releaseDate(fields.released_on),
    }).filter(([, value]) => value !== undefined)
  ) as Partial<CatalogSlot>
}

/** Writes a new slot in the caller's transaction (audited) and links its typed bonuses */
export async function insertSlot(
  trx: TransactionClientContract,
  actorId: number,
  fields: SlotFields,
  imageUrl: string | null = null
) {
  const key = slotMatchKey(fields.name)
  await refuseDuplicate(trx, key, null)
  const slug = await freeSlug(trx, fields.name, null)
  const slot = await auditedCreate(trx, actorId, 'catalog_slot.create', SLOT, () =>
    CatalogSlot.create(
      { name: fields.name, matchKey: key, slug, imageUrl, ...modelFields(fields) },
      { client: trx }
    )
  )
  await linkBonusesByName(trx, slot.id, key)
  return slot
}

/** Changes a slot in the caller's transaction (audited); a new name links its typed bonuses */
export async function changeSlot(
  trx: TransactionClientContract,
  actorId: number,
  slot: CatalogSlot,
  fields: Partial<SlotFields>,
  imageUrl?: string
) {
  const key = fields.name === undefined ? slot.matchKey : slotMatchKey(fields.name)
  if (fields.name !== undefined) await refuseDuplicate(trx, key, slot.id)
  const slug = fields.name === undefined ? slot.slug : await freeSlug(trx, fields.name, slot.id)
  await auditedUpdate(trx, actorId, 'catalog_slot.update', SLOT, slot, async () => {
    slot.merge({ ...modelFields({ name: slot.name, ...fields }), matchKey: key, slug })
    if (fields.name !== undefined) slot.name = fields.name
    if (imageUrl !== undefined) slot.imageUrl = imageUrl
    slot.useTransaction(trx)
    await slot.save()
  })
  await linkBonusesByName(trx, slot.id, key)
  return slot
}

/** A write with a freshly stored image: a refused or failed write removes the image again */
async function withSlotImage<T>(
  file: MultipartFile | undefined,
  write: (imageUrl: string | undefined) => Promise<T>
) {
  const imageUrl = file ? await storeImage(file, 'slots') : undefined
  try {
    return await write(imageUrl)
  } catch (error) {
    await deleteStoredImage(imageUrl)
    throw error
  }
}

/** POST /api/admin/slots */
export async function createSlot(actorId: number, fields: SlotFields, image?: MultipartFile) {
  return withSlotImage(image, (imageUrl) =>
    publicTransaction([...CATALOG_DOMAINS], (trx) =>
      insertSlot(trx, actorId, fields, imageUrl ?? null)
    )
  )
}

/** PUT /api/admin/slots/:id: the fields sent change; a new image replaces the old one */
export async function updateSlot(
  actorId: number,
  id: number,
  fields: Partial<SlotFields>,
  image?: MultipartFile
) {
  let replaced: string | null = null
  const slot = await withSlotImage(image, (imageUrl) =>
    publicTransaction([...CATALOG_DOMAINS], async (trx) => {
      const row = await CatalogSlot.query({ client: trx }).where('id', id).first()
      if (!row) throw new ActionRefusedException(ERROR_CODES.notFound, M.notFound)
      if (imageUrl !== undefined) replaced = row.imageUrl
      return changeSlot(trx, actorId, row, fields, imageUrl)
    })
  )
  await deleteStoredImage(replaced)
  return slot
}

/**
 * POST /api/admin/slots/:id/link: the bonuses typed with `name` (its match key) become this
 * slot's, whichever slot held them before (audited; answers how many)
 */
export async function linkName(actorId: number, id: number, name: string) {
  return publicTransaction([...CATALOG_DOMAINS], async (trx) => {
    const slot = await CatalogSlot.query({ client: trx }).where('id', id).first()
    if (!slot) throw new ActionRefusedException(ERROR_CODES.notFound, M.notFound)
    const key = slotMatchKey(name)
    const moved = await trx
      .from('hunt_slots')
      .where('name_key', key)
      .update({ catalog_slot_id: slot.id, updated_at: dbTimestamp(trx) })
    const count = affectedRows(moved)
    await auditedUpdate(
      trx,
      actorId,
      'catalog_slot.link',
      SLOT,
      slot,
      async () => count,
      () => ({ name, bonuses: count })
    )
    return count
  })
}
