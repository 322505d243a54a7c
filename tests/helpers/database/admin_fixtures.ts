import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import BonusHunt from '#models/bonus_hunt'
import type Product from '#models/product'
import type User from '#models/user'
import { applyPointChange } from '#services/points/ledger'
import { dbTimestamp } from '#infra/db/time'
import { lockedVault } from '#services/vault/cycle'
import { vaultPointsPerDollar } from '#config/vault'
import { TINY_PNG } from '#tests/helpers/fakes/images'
import { createUser } from '#tests/helpers/database/users'
import { ProductFactory } from '#database/factories/product_factory'

/** The session of a user who confirmed it is them `minutesAgo` minutes ago (#services/accounts/confirmation) */
export const confirmedSession = (minutesAgo = 0) => ({ confirmed_at: Date.now() - minutesAgo * 60_000 })

/**
 * JSON calls as a logged-in user; writes carry the same-origin headers and the JSON body when one is
 * given (without one, a multipart body can follow: `.post(url).field(...).file(...)`). The
 * session has just confirmed it is them (as a fresh sign-in does), unless `confirmed: false`.
 */
export function jsonAs(client: ApiClient, user: User, { confirmed = true } = {}) {
  const write = (method: 'post' | 'put' | 'delete', url: string, body?: object) => {
    const request = client[method](url).loginAs(user).sameOrigin().accept('json')
    if (confirmed) request.withSession(confirmedSession())
    return body === undefined ? request : request.json(body)
  }
  return {
    get: (url: string) => client.get(url).loginAs(user).accept('json'),
    post: (url: string, body?: object) => write('post', url, body),
    put: (url: string, body?: object) => write('put', url, body),
    delete: (url: string, body?: object) => write('delete', url, body),
  }
}

/** The admin pages: each at the route `admin.<page>`, rendered by the component `admin/<page>` */
export const ADMIN_PAGES = [
  'index',
  'users',
  'shop',
  'leaderboard',
  'vault',
  'redemptions',
  'audit',
  'bonus_hunt',
  'tournament',
  'raffles',
  'overlays',
  'slot_requests',
  'slot_catalog',
  'kick_rewards',
  'discord',
  'texts',
  'schedule',
  'predictions',
  'polls',
] as const
export type AdminPage = (typeof ADMIN_PAGES)[number]

/**
 * A new live bonus hunt on the demo site (its hunts finished first), started by a new admin
 * through the API; answers the admin's JSON client for what the test does next
 */
export async function startNewHunt(client: ApiClient, title: string, startingBalance: number) {
  const admin = await createUser({ admin: true })
  await BonusHunt.query().update({ status: 'finished' })
  const api = jsonAs(client, admin)
  const started = await api.post(urlFor('admin_api.hunt.start'), {
    title,
    starting_balance: startingBalance,
  })
  started.assertStatus(200)
  return api
}

/** Adds the sample product "Neon Cap" (2500 points, 7 in stock, a PNG picture) through the admin API */
export function addNeonCap(client: ApiClient, admin: User) {
  return jsonAs(client, admin)
    .post(urlFor('admin_api.products.create'))
    .field('name', 'Neon Cap')
    .field('description', 'A cap that glows')
    .field('price', '2500')
    .field('stock', '7')
    .file('image', PNG_1X1, { filename: 'cap.png', contentType: 'image/png' })
}

/** Opens an admin page as `admin`, checks it rendered (200, its component) and returns its props */
export async function openAdminPage(client: ApiClient, admin: User, page: AdminPage) {
  const response = await client
    .get(urlFor(`admin.${page}`))
    .loginAs(admin)
    .withInertia()
  response.assertStatus(200)
  response.assertInertiaComponent(`admin/${page}`)
  return response.inertiaProps as Record<string, any>
}

/** openAdminPage as a new admin (for a test that only reads the page) */
export async function openAdminPageAsNewAdmin(client: ApiClient, page: AdminPage) {
  return openAdminPage(client, await createUser({ admin: true }), page)
}

/**
 * A valid 1 x 1 PNG and a few things that are not images (uploads are decoded, so a PNG with a
 * broken body is refused like any other non-image)
 */
export const PNG_1X1 = TINY_PNG
export const SVG_IMAGE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
export const TEXT_FILE = Buffer.from('just some text, not a picture')

/**
 * A shop purchase as the store makes it: points off through the ledger, one unit out of
 * stock, and the product's name, image and price copied onto the purchase row.
 */
export async function buy(user: User, product: Product) {
  return db.transaction(async (trx) => {
    await applyPointChange(trx, {
      userId: user.id,
      delta: -product.price,
      reason: 'purchase',
      referenceType: 'product',
      referenceId: product.id,
    })
    await trx
      .from('products')
      .where('id', product.id)
      .update({ stock: trx.raw('stock - 1') })
    const [row] = await trx
      .insertQuery()
      .table('purchases')
      .insert({
        user_id: user.id,
        product_id: product.id,
        product_name: product.name,
        product_image: product.image,
        price: product.price,
        status: '',
        created_at: dbTimestamp(trx),
      })
      .returning('id')
    return Number(typeof row === 'object' ? row.id : row)
  })
}

/**
 * A buyer with 5,000 points who bought one unit of a new product (the factory's, with
 * `fields`): the buyer, the product and the purchase id
 */
export async function boughtProduct(fields: Partial<{ name: string; price: number; stock: number }> = {}) {
  const buyer = await createUser({ points: 5_000 })
  const product = await ProductFactory.merge(fields).create()
  const purchase = await buy(buyer, product)
  return { buyer, product, purchase }
}

/** Units of a product sold and not refunded (the stock audit: stock + sold = initial + restocked) */
export async function unitsSold(productId: number) {
  const sold = await db
    .from('purchases')
    .where('product_id', productId)
    .whereNot('status', 'Refunded')
    .count('* as n')
    .first()
  return Number(sold.n)
}

/** Sets the vault's value and streams (creating the vault and its first cycle if need be) */
export async function setVault(value: number, streams = 0) {
  await db.transaction(async (trx) => {
    await lockedVault(trx)
    await trx.from('vaults').where('id', 1).update({ value, streams_active: streams })
  })
}

/**
 * An admin, and a cycle that alice and bob (100,000 points each) contributed to: alice $30,
 * bob $70, alice $5, on top of a vault of $50 with `streams` streams ($155 in all)
 */
export async function cycleWithContributions(streams: number) {
  const admin = await createUser({ admin: true })
  const alice = await createUser({ username: 'alice', points: 100_000 })
  const bob = await createUser({ username: 'bob', points: 100_000 })
  await setVault(50, streams)
  const cycleId = await contribute(alice, 30)
  await contribute(bob, 70)
  await contribute(alice, 5)
  return { admin, alice, bob, cycleId }
}

/** A public vault contribution as the vault page makes it: points through the ledger */
export async function contribute(user: User, amount: number) {
  return db.transaction(async (trx) => {
    const vault = await lockedVault(trx)
    const points = amount * vaultPointsPerDollar()
    await applyPointChange(trx, { userId: user.id, delta: -points, reason: 'vault' })
    await trx
      .insertQuery()
      .table('vault_contributions')
      .insert({
        cycle_id: vault.cycleId,
        user_id: user.id,
        amount,
        points,
        created_at: dbTimestamp(trx),
      })
    await trx
      .from('vaults')
      .where('id', 1)
      .update({ value: trx.raw('value + ?', [amount]) })
    return vault.cycleId
  })
}
