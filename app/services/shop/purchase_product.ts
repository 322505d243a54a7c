import { publicDataChanged } from '#infra/live/public_cache'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { applyPointChange, InsufficientPointsError } from '#services/points/ledger'
import { dbTimestamp } from '#infra/db/time'
import { isUniqueViolation } from '#infra/db/errors'
import { insertedId, updateReturning } from '#infra/db/writes'
import {
  SUBSCRIBED_CONDITION,
  isSubscriber,
  subscribedBindings,
} from '#services/kick_rewards/subscribers'
import { DateTime } from 'luxon'

export type PurchaseRequest = {
  userId: number
  productId: number
  /** The store modal's key: one key buys at most once for this user */
  idempotencyKey?: string | null
}

export type PurchaseOutcome =
  | { kind: 'success'; purchaseId: number; replayed: boolean }
  | { kind: 'out_of_stock' }
  | { kind: 'insufficient_funds' }
  | { kind: 'not_found' }
  /** the key already bought a different product */
  | { kind: 'key_reused' }
  /** the product is for channel subscribers and the buyer is not one */
  | { kind: 'subscribers_only' }

/**
 * Buys one unit of a product with points, in one transaction:
 *
 * 1. a conditional UPDATE takes one unit only while stock > 0 and returns the product's name,
 *    image and price (UPDATE ... RETURNING: no second read). It is the transaction's first
 *    statement and a write, so on SQLite the transaction holds the write lock from here on
 *    (with WAL and the busy timeout, a second writer waits rather than reading a stale
 *    snapshot), and on PostgreSQL the product row's lock: concurrent buyers of the product
 *    queue here and each sees the stock the previous one left;
 * 2. the purchase row, with the product's name, image and price at the time of sale and the
 *    idempotency key (unique per user: a second use of the key fails here, before any points
 *    move);
 * 3. the debit through the ledger: a conditional UPDATE of the balance (balance >= price)
 *    and a ledger row; too few points throws and rolls everything back.
 *
 * Lock order is product, then user (refunds should take them in the same order).
 *
 * A key that already bought answers as that purchase did ('success'), whatever the stock or
 * balance is now. Refusals record nothing, so a refused key may buy later.
 */
export async function purchaseProduct(request: PurchaseRequest): Promise<PurchaseOutcome> {
  let outcome: PurchaseOutcome
  try {
    outcome = await db.transaction((trx) => buyOnce(trx, request))
    // a unit left the stock the store page shows
    if (outcome.kind === 'success') await publicDataChanged('store')
  } catch (error) {
    if (error instanceof InsufficientPointsError) {
      outcome = { kind: 'insufficient_funds' }
    } else if (isUniqueViolation(error) && request.idempotencyKey) {
      const earlier = await earlierOutcome(request)
      if (earlier) return earlier
      throw error
    } else {
      throw error
    }
  }
  if (outcome.kind === 'success' || !request.idempotencyKey) return outcome
  return (await earlierOutcome(request)) ?? outcome
}

async function buyOnce(
  trx: TransactionClientContract,
  { userId, productId, idempotencyKey }: PurchaseRequest
): Promise<PurchaseOutcome> {
  const at = DateTime.utc()
  const now = dbTimestamp(trx, at)
  // a product for subscribers is taken only by one, decided in the same statement (no query of
  // its own for the products everyone may buy)
  const take = trx
    .from('products')
    .where('id', productId)
    .whereNull('deleted_at')
    .where('stock', '>', 0)
    .whereRaw(`(subscribers_only = ? or ${SUBSCRIBED_CONDITION})`, [
      false,
      ...subscribedBindings(userId, now),
    ])
  const [product] = await updateReturning<{ name: string; image: string | null; price: number }>(
    take.update({ stock: trx.raw('stock - 1'), updated_at: now }),
    ['name', 'image', 'price']
  )
  if (!product) {
    const listed = await trx.from('products').where('id', productId).whereNull('deleted_at').first()
    if (!listed) return { kind: 'not_found' }
    const refused = Boolean(listed.subscribers_only) && !(await isSubscriber(userId, at, trx))
    return { kind: refused ? 'subscribers_only' : 'out_of_stock' }
  }

  const price = Number(product.price)
  const [row] = await trx
    .insertQuery()
    .table('purchases')
    .insert({
      user_id: userId,
      product_id: productId,
      product_name: product.name,
      product_image: product.image,
      price,
      status: '',
      idempotency_key: idempotencyKey ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
  const purchaseId = insertedId(row)

  // A free product moves no points (a ledger row is a non-zero change)
  if (price > 0) {
    await applyPointChange(trx, {
      userId,
      delta: -price,
      reason: 'purchase',
      referenceType: 'purchase',
      referenceId: purchaseId,
    })
  }
  return { kind: 'success', purchaseId, replayed: false }
}

/** What an earlier request with the same key did, if one bought */
async function earlierOutcome({
  userId,
  productId,
  idempotencyKey,
}: PurchaseRequest): Promise<PurchaseOutcome | null> {
  const earlier = await db
    .from('purchases')
    .where('user_id', userId)
    .where('idempotency_key', idempotencyKey!)
    .select('id', 'product_id')
    .first()
  if (!earlier) return null
  if (Number(earlier.product_id) !== productId) return { kind: 'key_reused' }
  return { kind: 'success', purchaseId: Number(earlier.id), replayed: true }
}
