import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { appUrl } from '#config/app'
import { request as httpRequest } from 'node:http'
import { readdir } from 'node:fs/promises'
import type { ApiClient } from '@japa/api-client'
import drive from '@adonisjs/drive/services/main'
import type User from '#models/user'
import Product from '#models/product'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { TINY_PNG, FAKE_PNG } from '#tests/helpers/fakes/images'
import { uploadTmpDir } from '#infra/uploads/temp_files'
import { UPLOADS_NOT_ACCEPTED } from '#middleware/refuse_multipart_middleware'
import { UPLOAD_TOO_LARGE } from '#middleware/multipart_middleware'
import { CROSS_ORIGIN_REFUSED } from '#exceptions/handler'
import { Device } from '#tests/helpers/http/device'
import { en } from '#tests/helpers/i18n/english'

/** Files in the upload temp folder right now (none when it does not exist yet) */
async function tempFiles() {
  try {
    const names = await readdir(uploadTmpDir())
    return names.sort()
  } catch {
    return []
  }
}

/** A multipart POST carrying one image part, as the given user (or a guest) */
function multipartPost(
  client: ApiClient,
  url: string,
  options: { user?: User; crossSite?: boolean; field?: string; content?: Buffer } = {}
) {
  let request = client
    .post(url)
    .accept('json')
    .field('name', 'x')
    .file(options.field ?? 'image', options.content ?? TINY_PNG, { filename: 'a.png' })
  if (options.user) request = request.loginAs(options.user)
  request = options.crossSite ? request.header('sec-fetch-site', 'cross-site') : request.sameOrigin()
  return request
}

/** An avatar past the avatar route's body limit */
const OVER_THE_LIMIT = Buffer.concat([TINY_PNG, Buffer.alloc(7 * 1024 * 1024)])

test.group('Security / multipart bodies', (group) => {
  let before: string[] = []

  group.each.setup(async () => {
    await resetDatabase()
    drive.fake('fs')
    before = await tempFiles()
    return () => drive.restore('fs')
  })

  test('a multipart body on a JSON route ({0}) is refused with 415 and writes no temp file')
    .with([
      ['account_api.user.change_password', false],
      ['account_api.user.update', false],
      ['economy.vault_add', false],
      ['admin_api.tournament.reset', true],
    ] as const)
    .run(async ({ client, assert }, [route, admin]) => {
      const user = await createUser({ admin })
      const response = await multipartPost(client, urlFor(route), { user })
      response.assertStatus(415)
      response.assertBodyContains({ message: en(UPLOADS_NOT_ACCEPTED) })
      assert.deepEqual(await tempFiles(), before)
    })

  test('{0} is refused with {3} and leaves no temp file')
    .with([
      ['a guest upload', 'account_api.user.set_avatar', 'guest', 401, {}],
      ['a non-admin product upload', 'admin_api.products.create', 'user', 403, {}],
      ['a non-admin board image upload', 'admin_api.leaderboards.image', 'user', 403, {}],
      [
        'an upload from another site',
        'admin_api.leaderboards.image',
        'admin',
        403,
        { crossSite: true, message: en(CROSS_ORIGIN_REFUSED) },
      ],
      ['a file that is not an image', 'account_api.user.set_avatar', 'user', 422, { content: FAKE_PNG }],
      [
        'an upload over the route limit',
        'account_api.user.set_avatar',
        'user',
        413,
        { content: OVER_THE_LIMIT, message: en(UPLOAD_TOO_LARGE) },
      ],
    ] as const)
    .run(async ({ client, assert }, [, route, role, status, options]) => {
      const user = role === 'guest' ? undefined : await createUser({ admin: role === 'admin' })
      const field = route === 'account_api.user.set_avatar' ? 'avatar' : 'image'
      const response = await multipartPost(client, urlFor(route), { ...options, user, field })
      response.assertStatus(status)
      if ('message' in options) response.assertBodyContains({ message: options.message })
      assert.deepEqual(await tempFiles(), before)
      assert.lengthOf(await Product.all(), 0)
    })

  test('a valid admin upload is stored and leaves no temp file', async ({ client, assert }) => {
    const admin = await createUser({ admin: true })
    const response = await jsonAs(client, admin)
      .post(urlFor('admin_api.products.create'))
      .fields({ name: 'Cap', description: 'A cap', price: '500', stock: '3' })
      .file('image', TINY_PNG, { filename: 'cap.png' })
    response.assertStatus(200)
    response.assertBodyContains({ message: 'success' })
    const product = await Product.findByOrFail('name', 'Cap')
    assert.match(product.image!, /^\/uploads\/products\/[0-9a-f-]{36}_1x1\.webp$/)
    assert.deepEqual(await tempFiles(), before)
  })
})

/** Headers of a logged-in browser session (real login, its session cookie, the site's origin) */
async function sessionHeaders(user: User, password: string) {
  const device = new Device()
  const login = await device.post(urlFor('auth.login'), { username: user.username, password })
  if (login.status !== 200) throw new Error(`login answered ${login.status}`)
  return {
    accept: 'application/json',
    cookie: `neon-session=${device.sessionCookie}`,
    origin: new URL(appUrl).origin,
  }
}

/**
 * A chunked multipart avatar upload (no Content-Length): one file part of `fileBytes`, then
 * the closing boundary only when `complete`. Resolves with the answer's status.
 */
function chunkedAvatarUpload(headers: Record<string, string>, fileBytes: number, complete: boolean) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: process.env.HOST ?? '127.0.0.1',
        port: Number(process.env.PORT),
        method: 'POST',
        path: urlFor('account_api.user.set_avatar'),
        headers: {
          ...headers,
          'content-type': 'multipart/form-data; boundary=chunked',
          'transfer-encoding': 'chunked',
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode!))
      }
    )
    // the server may stop reading once it has answered
    req.on('error', () => {})
    req.on('close', () => setTimeout(() => reject(new Error('no answer')), 5_000).unref())
    req.write(
      '--chunked\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n' +
        'Content-Type: image/png\r\n\r\n'
    )
    req.write(TINY_PNG)
    const chunk = Buffer.alloc(256 * 1024)
    let sent = 0
    const pump = () => {
      while (sent < fileBytes && !req.destroyed) {
        sent += chunk.length
        if (!req.write(chunk)) return req.once('drain', pump)
      }
      req.end(complete ? '\r\n--chunked--\r\n' : undefined)
    }
    pump()
  })
}

test.group('Security / streamed uploads', (group) => {
  group.each.setup(() => resetDatabase())

  test('{0} answers {3}; its partly written temp file is removed')
    .with([
      ['a chunked upload over the route limit', 8 * 1024 * 1024, true, 413],
      ['a body that ends inside its file part', 1024 * 1024, false, 400],
    ] as const)
    .run(async ({ assert }, [, fileBytes, complete, status]) => {
      const before = await tempFiles()
      const user = await createUser({ password: 'password123' })
      const headers = await sessionHeaders(user, 'password123')
      assert.equal(await chunkedAvatarUpload(headers, fileBytes, complete), status)
      assert.deepEqual(await tempFiles(), before)
      await user.refresh()
      assert.isNull(user.avatar)
    })
})

/** A GET with the path sent byte for byte (URL parsers would resolve the dot segments) */
function rawGet(path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT), path }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

test.group('Security / serving /uploads', (group) => {
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })

  test('a stored upload is served with its type', async ({ client, assert }) => {
    await drive.use('fs').put('avatars/0b5e0c56-3f51-4a55-9d3a-1a3c5e0e7f11.png', TINY_PNG)
    const response = await rawGet('/uploads/avatars/0b5e0c56-3f51-4a55-9d3a-1a3c5e0e7f11.png')
    assert.equal(response.status, 200)
    const viaClient = await client.get('/uploads/avatars/0b5e0c56-3f51-4a55-9d3a-1a3c5e0e7f11.png')
    viaClient.assertStatus(200)
    viaClient.assertHeader('content-type', 'image/png')
  })

  test('{$self} answers 404')
    .with([
      '/uploads/..%2f..%2f.env',
      '/uploads/..%2F.env',
      '/uploads/%2e%2e%2f%2e%2e%2f.env',
      '/uploads/%2e%2e/%2e%2e/.env',
      '/uploads/..%252f..%252f.env',
      '/uploads/%252e%252e%252f.env',
      '/uploads/..%5c..%5c.env',
      '/uploads/..\\..\\.env',
      '/uploads/avatars/x.png%00.env',
      '/uploads/%00',
      '/uploads/avatars',
      '/uploads/avatars/missing.png',
      '/uploads/.env',
    ])
    .run(async ({ assert }, path) => {
      const response = await rawGet(path)
      assert.equal(response.status, 404, `${path} answered ${response.status}`)
      assert.notInclude(response.body, 'APP_KEY')
    })

  // Refused before our route (the dev asset server refuses literal dot segments, the router a
  // malformed escape): a client error either way, never a fault and never the file
  test('{$self} is refused with a 4xx')
    .with(['/uploads/avatars/../../.env', '/uploads/%ZZ'])
    .run(async ({ assert }, path) => {
      const response = await rawGet(path)
      assert.isAtLeast(response.status, 400)
      assert.isBelow(response.status, 500)
      assert.notInclude(response.body, 'APP_KEY')
    })
})
