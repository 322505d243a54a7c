import { urlFor } from '@adonisjs/core/services/url_builder'
import { ProductFactory } from '#database/factories/product_factory'
import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import Product from '#models/product'
import AuditLog from '#models/audit_log'
import { resetDatabase } from '#tests/helpers/database/database'
import { resetWithFakeUploads } from '#tests/helpers/fakes/images'
import { createUser } from '#tests/helpers/database/users'
import {
  PNG_1X1,
  addNeonCap,
  SVG_IMAGE,
  TEXT_FILE,
  boughtProduct,
  buy,
  jsonAs,
  unitsSold,
} from '#tests/helpers/database/admin_fixtures'

const FILL_ALL = 'Please fill all fields and upload an image'

let disk: ReturnType<typeof drive.fake>

/** The text fields of a valid new product (the image goes with them) */
const NEW_PRODUCT_FIELDS = { name: 'Cap', description: 'Glows', price: '10', stock: '1' }

test.group('Admin shop / create', (group) => {
  group.each.setup(async () => {
    await resetDatabase()
    disk = drive.fake('fs')
    return () => drive.restore('fs')
  })

  test('creates a product with its image stored through Drive, audited', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const response = await addNeonCap(client, admin)

    response.assertStatus(200)
    assert.equal(response.body().message, 'success')
    const product = await Product.findByOrFail('name', 'Neon Cap')
    assert.equal(product.price, 2500)
    assert.equal(product.stock, 7)
    assert.equal(product.initialStock, 7)
    const key = product.image!.match(/products\/[0-9a-f-]{36}_1x1\.webp$/)?.[0]
    assert.exists(key, 'stored under a generated name')
    disk.assertExists(key!)

    const audit = await AuditLog.findByOrFail('action', 'product.create')
    assert.equal(audit.actorId, admin.id)
    assert.equal(audit.subjectId, product.id)
    assert.deepInclude(audit.after as object, { name: 'Neon Cap', price: 2500, stock: 7 })
  })

  test('a missing {0} is refused with the fill-all message and nothing is created')
    .with(['name', 'description', 'price', 'stock', 'image'])
    .run(async ({ client, assert }, missing) => {
      const admin = await createUser({ admin: true })
      let request = jsonAs(client, admin).post(urlFor('admin_api.products.create'))
      for (const [key, value] of Object.entries(NEW_PRODUCT_FIELDS)) {
        if (key !== missing) request = request.field(key, value)
      }
      if (missing !== 'image') request = request.file('image', PNG_1X1, 'cap.png')
      const response = await request

      response.assertStatus(422)
      assert.equal(response.body().message, FILL_ALL)
      assert.lengthOf(await Product.all(), 0)
    })

  test('price and stock must be whole numbers of 0 or more ({0} = {1})')
    .with([
      ['price', '-1', 'Price must be between 0 and 100,000,000'],
      ['price', '12.5', 'Price must be a whole number of 0 or more'],
      ['price', 'abc', 'Price must be a whole number of 0 or more'],
      ['stock', '-3', 'Stock must be between 0 and 1,000,000'],
      ['stock', '1.5', 'Stock must be a whole number of 0 or more'],
    ] as const)
    .run(async ({ client, assert }, [field, value, message]) => {
      const admin = await createUser({ admin: true })
      const response = await jsonAs(client, admin)
        .post(urlFor('admin_api.products.create'))
        .fields({ ...NEW_PRODUCT_FIELDS, [field]: value })
        .file('image', PNG_1X1, 'cap.png')
      response.assertStatus(422)
      assert.equal(response.body().message, message)
    })

  test('an upload that is not an image ({0}) is refused by content, whatever its name')
    .with([
      ['text renamed .png', TEXT_FILE, 'photo.png'],
      ['svg', SVG_IMAGE, 'logo.svg'],
    ] as const)
    .run(async ({ client, assert }, [, content, filename]) => {
      const admin = await createUser({ admin: true })
      const response = await jsonAs(client, admin)
        .post(urlFor('admin_api.products.create'))
        .fields(NEW_PRODUCT_FIELDS)
        .file('image', content, { filename, contentType: 'image/png' })
      response.assertStatus(422)
      assert.equal(response.body().message, 'Please select an image file')
      assert.lengthOf(await Product.all(), 0)
    })
})

test.group('Admin shop / update', (group) => {
  group.each.setup(() => resetWithFakeUploads())

  test('changes only the fields sent, and keeps the stock audit balanced', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const buyer = await createUser({ points: 10_000 })
    const product = await ProductFactory.merge({ price: 1_000, stock: 10 }).create()
    await buy(buyer, product)
    await buy(buyer, product)

    // The admin raises the count to 20 (from the 8 left after two sales)
    const response = await jsonAs(client, admin)
      .post(urlFor('admin_api.products.update', { id: product.id }))
      .fields({ price: '1200', stock: '20' })
    response.assertStatus(200)
    assert.equal(response.body().message, 'success')

    await product.refresh()
    assert.equal(product.name, 'Neon Hoodie')
    assert.equal(product.description, 'A hoodie that glows')
    assert.equal(product.image, '/uploads/products/hoodie.png')
    assert.equal(product.price, 1200)
    assert.equal(product.stock, 20)
    assert.equal(product.restocked, 12)
    const sold = await unitsSold(product.id)
    assert.equal(product.stock + sold, product.initialStock + product.restocked)

    const audit = await AuditLog.findByOrFail('action', 'product.update')
    assert.deepInclude(audit.before as object, { price: 1000, stock: 8 })
    assert.deepInclude(audit.after as object, { price: 1200, stock: 20 })
  })

  test('a new image replaces the product image; the old file stays for past purchases', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const product = await ProductFactory.create()
    const response = await jsonAs(client, admin)
      .post(urlFor('admin_api.products.update', { id: product.id }))
      .file('image', PNG_1X1, 'new.png')
    response.assertStatus(200)
    await product.refresh()
    assert.notEqual(product.image, '/uploads/products/hoodie.png')
    assert.match(product.image!, /products\/[0-9a-f-]{36}_1x1\.webp$/)
  })

  test('refuses an update with nothing in it, a non-image, bad numbers and an unknown id', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ admin: true })
    const product = await ProductFactory.create()
    const call = (id: number) => jsonAs(client, admin).post(urlFor('admin_api.products.update', { id }))

    const empty = await call(product.id)
    empty.assertStatus(422)
    assert.equal(empty.body().message, 'Nothing to update')

    const notImage = await call(product.id).file('image', TEXT_FILE, 'x.png')
    notImage.assertStatus(422)
    assert.equal(notImage.body().message, 'Please select an image file')

    const badStock = await call(product.id).fields({ stock: '-1' })
    badStock.assertStatus(422)
    assert.equal(badStock.body().message, 'Stock must be between 0 and 1,000,000')

    const missing = await call(product.id + 100).fields({ name: 'Ghost' })
    missing.assertStatus(404)
    assert.equal(missing.body().message, 'Product not found')

    await product.refresh()
    assert.equal(product.name, 'Neon Hoodie')
    assert.equal(product.image, '/uploads/products/hoodie.png')
  })
})

test.group('Admin shop / delete', (group) => {
  group.each.setup(() => resetDatabase())

  test('delete takes the product out of the shop and keeps purchase history intact', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const { product, purchase: purchaseId } = await boughtProduct({
      name: 'Limited Poster',
      price: 1_500,
    })

    const response = await jsonAs(client, admin).post(urlFor('admin_api.products.delete', { id: product.id }))
    response.assertStatus(200)
    response.assertBodyContains({ message: 'success' })

    const row = await db.from('products').where('id', product.id).first()
    assert.isNotNull(row.deleted_at)
    assert.lengthOf(await Product.query().withScopes((s) => s.listed()), 0)

    const purchase = await db.from('purchases').where('id', purchaseId).first()
    assert.equal(purchase.product_id, product.id)
    assert.equal(purchase.product_name, 'Limited Poster')
    assert.equal(purchase.product_image, '/uploads/products/hoodie.png')
    assert.equal(Number(purchase.price), 1_500)

    const page = await client.get(urlFor('admin.shop')).loginAs(admin).withInertia()
    assert.lengthOf(page.inertiaProps.products as unknown[], 0)

    const again = await jsonAs(client, admin).post(urlFor('admin_api.products.delete', { id: product.id }))
    again.assertStatus(404)
    assert.lengthOf(await AuditLog.query().where('action', 'product.delete'), 1)
  })
})
