import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import Product from '#models/product'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { TINY_PNG } from '#tests/helpers/fakes/images'
import { IMAGE_MESSAGES, IMAGE_SIZES } from '#infra/uploads/image_upload'
import { uploadedImageSize } from '#shared/images'
import { expectStatus } from '#tests/helpers/http/requests'
import { en } from '#tests/helpers/i18n/english'

let disk: ReturnType<typeof drive.fake>

/** A noisy photo-like PNG of the given size (noise keeps it from compressing to nothing) */
function photo(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: '#ff2bd6', noise: { type: 'gaussian' } },
  })
    .withExif({ IFD0: { Copyright: 'secret location' } })
    .png()
    .toBuffer()
}

/** Every file on the (fake) uploads disk */
async function storedKeys() {
  const listing = await disk.listAll('/', { recursive: true })
  return [...listing.objects].filter((o) => o.isFile).map((o) => o.key)
}

async function storedImage(url: string) {
  const bytes = await disk.getBytes(url.replace('/uploads/', ''))
  return { bytes, metadata: await sharp(bytes).metadata() }
}

/** Each test: an empty database and a fake uploads disk, put back afterwards */
async function resetWithFakeDisk() {
  await resetDatabase()
  disk = drive.fake('fs')
  return () => drive.restore('fs')
}

function createProduct(client: ApiClient, admin: User, content: Buffer, filename = 'cap.png') {
  return jsonAs(client, admin)
    .post(urlFor('admin_api.products.create'))
    .fields({ name: 'Neon Cap', description: 'A cap that glows', price: '500', stock: '3' })
    .file('image', content, { filename, contentType: 'image/png' })
}

/** An admin creates the Neon Cap with a photo of that size (anything but 200 fails); the product as stored */
async function productWithPhoto(client: ApiClient, width: number, height: number) {
  const admin = await createUser({ admin: true })
  await expectStatus(createProduct(client, admin, await photo(width, height)), 200)
  return Product.findByOrFail('name', 'Neon Cap')
}

function uploadAvatar(client: ApiClient, user: User, content: Buffer) {
  return jsonAs(client, user)
    .post(urlFor('account_api.user.set_avatar'))
    .file('avatar', content, { filename: 'me.png', contentType: 'image/png' })
}

test.group('Uploaded images / re-encoded at upload', (group) => {
  group.each.setup(() => resetWithFakeDisk())

  test('a large product photo is stored as WebP in the store size, named with its size', async ({ client, assert }) => {
    const product = await productWithPhoto(client, 1000, 500)
    const { products } = IMAGE_SIZES
    assert.deepEqual(uploadedImageSize(product.image), { width: products.width, height: 240 })
    assert.match(product.image!, /^\/uploads\/products\/[0-9a-f-]{36}_480x240\.webp$/)
    const { metadata } = await storedImage(product.image!)
    assert.equal(metadata.format, 'webp')
    assert.equal(metadata.width, 480)
    assert.equal(metadata.height, 240)
    assert.isUndefined(metadata.exif, 'camera and location metadata are dropped')
    assert.deepEqual(await storedKeys(), [product.image!.replace('/uploads/', '')])
  })

  test('an avatar is cropped square at the avatar size; a small image is never enlarged', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const wide = await uploadAvatar(client, user, await photo(900, 600))
    wide.assertStatus(200)
    const { avatars } = IMAGE_SIZES
    const avatar = wide.body().avatar as string
    assert.deepEqual(uploadedImageSize(avatar), { width: avatars.width, height: avatars.height })
    const stored = await storedImage(avatar)
    assert.equal(stored.metadata.format, 'webp')

    const tiny = await uploadAvatar(client, user, TINY_PNG)
    tiny.assertStatus(200)
    assert.deepEqual(uploadedImageSize(tiny.body().avatar), { width: 1, height: 1 })
  })

  test('the stored file is served as image/webp', async ({ client, assert }) => {
    const user = await createUser()
    const upload = await uploadAvatar(client, user, await photo(300, 300))
    const served = await client.get(upload.body().avatar)
    served.assertStatus(200)
    served.assertHeader('content-type', 'image/webp')
    assert.isAbove(Number(served.header('content-length')), 0)
  })

  test('{0} is refused with a clear message and nothing is stored')
    .with([
      ['text named .png', Buffer.from('hello, not an image'), en(IMAGE_MESSAGES.notAnImage)],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        en(IMAGE_MESSAGES.notAnImage),
      ],
      [
        'a PNG signature on a broken body',
        Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.alloc(64, 0x41)]),
        en(IMAGE_MESSAGES.notAnImage),
      ],
      [
        'a file over 5 MB (under the route limit)',
        Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]),
        en(IMAGE_MESSAGES.tooLarge),
      ],
    ] as const)
    .run(async ({ client, assert }, [, content, message]) => {
      const admin = await createUser({ admin: true })
      const product = await createProduct(client, admin, content)
      product.assertStatus(422)
      assert.equal(product.body().message, message)
      assert.lengthOf(await Product.all(), 0)

      const avatar = await uploadAvatar(client, admin, content)
      avatar.assertStatus(422)
      assert.equal(avatar.body().message, message)
      await admin.refresh()
      assert.isNull(admin.avatar)

      assert.deepEqual(await storedKeys(), [])
    })

  test('an image claiming a huge canvas is refused before it is decoded', async ({ client, assert }) => {
    // 7,000 x 7,000 (49 megapixels) of one colour compresses to a few kilobytes
    const bomb = await sharp({
      create: { width: 7_000, height: 7_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const user = await createUser()
    const response = await uploadAvatar(client, user, bomb)
    response.assertStatus(422)
    assert.equal(response.body().message, en(IMAGE_MESSAGES.notAnImage))
    assert.deepEqual(await storedKeys(), [])
  })
})

test.group('Uploaded images / width and height on the pages', (group) => {
  group.each.setup(() => resetWithFakeDisk())

  test('the store card sets the stored width and height on a product image', async ({ client, assert }) => {
    const product = await productWithPhoto(client, 1200, 800)

    const store = await client.get(urlFor('store'))
    const html = store.text()
    const tag = html.match(new RegExp(`<img[^>]*src="${product.image}"[^>]*>`))?.[0]
    assert.exists(tag, 'the product image is server-rendered')
    assert.include(tag!, 'width="480"')
    assert.include(tag!, 'height="320"')
  })

  test('an older upload without a size in its name keeps working with the default box', async ({ client, assert }) => {
    const key = 'products/0b5e0c56-3f51-4a55-9d3a-1a3c5e0e7f11.png'
    await disk.put(key, TINY_PNG)
    await Product.create({
      name: 'Old Cap',
      description: 'Uploaded before re-encoding',
      price: 10,
      stock: 1,
      initialStock: 1,
      restocked: 0,
      image: `/uploads/${key}`,
    })

    const store = await client.get(urlFor('store'))
    const html = store.text()
    const tag = html.match(new RegExp(`<img[^>]*src="/uploads/${key}"[^>]*>`))?.[0]
    assert.exists(tag)
    assert.include(tag!, 'width="240"')
    assert.include(tag!, 'height="240"')
    const served = await client.get(`/uploads/${key}`)
    served.assertStatus(200)
  })
})
