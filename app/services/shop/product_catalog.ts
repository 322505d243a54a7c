import { cachedPublic } from '#infra/live/public_cache'
import { jsonSerializer } from '#infra/http/json_serializer'
import ProductTransformer from '#transformers/product_transformer'
import { publicTransaction } from '#infra/live/public_cache'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Product from '#models/product'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { PRODUCT_NOT_FOUND } from '#shared/shop'
import { ERROR_CODES } from '#shared/errors'
import { auditedCreate, auditedDelete, auditedUpdate, fieldsOf } from '#services/audit/record_audit'
import type { AuditSubject } from '#services/audit/record_audit'
import { dbTimestamp } from '#infra/db/time'
import { deleteStoredImage, storeImage } from '#infra/uploads/image_upload'
import { shopItemAdded } from '#services/discord/announcement_events'

export type ProductFields = {
  name: string
  description: string
  price: number
  stock: number
  subscribers_only?: boolean
}

const PRODUCT: AuditSubject<Product> = {
  type: 'product',
  snapshot: fieldsOf<Product, keyof Product>(
    'name',
    'description',
    'price',
    'stock',
    'image',
    'subscribersOnly'
  ),
}

async function listedProduct(trx: TransactionClientContract, id: number) {
  const product = await Product.query({ client: trx })
    .withScopes((s) => s.listed())
    .where('id', id)
    .first()
  if (!product) throw new ActionRefusedException(ERROR_CODES.productNotFound, PRODUCT_NOT_FOUND)
  return product
}

/**
 * Runs a write that needs a freshly stored image; when the write fails the image is removed
 * again, so a refused or failed change leaves no orphan file behind.
 */
async function withStoredImage<T>(
  file: MultipartFile | undefined,
  write: (imageUrl: string | undefined) => Promise<T>
) {
  const imageUrl = file ? await storeImage(file, 'products') : undefined
  try {
    return await write(imageUrl)
  } catch (error) {
    await deleteStoredImage(imageUrl)
    throw error
  }
}

/** A new product; its opening stock is the base of the stock audit (stock + sold == initial + restocked) */
export async function createProduct(actorId: number, fields: ProductFields, image: MultipartFile) {
  const { subscribers_only: subscribersOnly = false, ...plain } = fields
  return withStoredImage(image, (imageUrl) =>
    publicTransaction(['store'], (trx) =>
      auditedCreate(trx, actorId, 'product.create', PRODUCT, async () => {
        const product = await Product.create(
          { ...plain, subscribersOnly, image: imageUrl, initialStock: fields.stock, restocked: 0 },
          { client: trx }
        )
        await shopItemAdded(trx, product)
        return product
      })
    )
  )
}

/**
 * Changes only the fields given. A stock edit sets the new count and adds its difference to
 * `restocked` in the same UPDATE (the right-hand side reads the row's current stock), so a
 * purchase landing between the admin's page load and the save never breaks the stock audit.
 * The old image stays on disk: past purchases still show it.
 */
export async function updateProduct(
  actorId: number,
  id: number,
  fields: Partial<ProductFields>,
  image?: MultipartFile
) {
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined))
  if (Object.keys(changes).length === 0 && !image) {
    throw new ActionRefusedException(ERROR_CODES.unusableInput, 'errors.nothing_to_update')
  }
  return withStoredImage(image, (imageUrl) =>
    publicTransaction(['store'], async (trx) => {
      const product = await listedProduct(trx, id)
      const { stock, ...plain } = changes as Partial<ProductFields>
      await auditedUpdate(trx, actorId, 'product.update', PRODUCT, product, async () => {
        await trx
          .from('products')
          .where('id', product.id)
          .update({
            ...plain,
            ...(imageUrl ? { image: imageUrl } : {}),
            ...(stock === undefined
              ? {}
              : { stock, restocked: trx.raw('restocked + ? - stock', [stock]) }),
            updated_at: dbTimestamp(trx),
          })
        await product.refresh()
      })
      return product
    })
  )
}

/**
 * Takes a product out of the shop (soft delete). Past purchases keep their own name, image
 * and price, and still point at the row.
 */
export async function deleteProduct(actorId: number, id: number) {
  return publicTransaction(['store'], async (trx) => {
    const product = await listedProduct(trx, id)
    await auditedDelete(trx, actorId, 'product.delete', PRODUCT, product, () =>
      trx
        .from('products')
        .where('id', product.id)
        .whereNull('deleted_at')
        .update({ deleted_at: dbTimestamp(trx), updated_at: dbTimestamp(trx) })
    )
  })
}

/** The products the store lists (highest price first), as the page receives them */
export function publicProducts() {
  return cachedPublic('store', 'listed', async () => {
    const products = await Product.query()
      .withScopes((s) => s.listed())
      .orderBy('price', 'desc')
    return jsonSerializer.serializeWithoutWrapping(ProductTransformer.transform(products))
  })
}
