import { urlFor } from '@adonisjs/core/services/url_builder'
import { ERROR_CODES } from '#shared/errors'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { readdir, readFile } from 'node:fs/promises'
import { resetDatabase } from '#tests/helpers/database/database'
import { Device } from '#tests/helpers/http/device'
import { LogCapture } from '#tests/helpers/processes/logs'
import { SERVER_FAULT, UNREADABLE_BODY } from '#exceptions/handler'
import { request as httpRequest } from 'node:http'
import env from '#start/env'
import { MAIL_FOLDER } from '#config/mail'
import { en } from '#tests/helpers/i18n/english'

/** Sends a body exactly as given (the Device helper only sends well-formed JSON) */
function sendRaw(path: string, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: env.get('HOST'),
        port: env.get('PORT'),
        method: 'POST',
        path,
        headers: {
          'accept': 'application/json',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }))
      }
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** The token of the newest mail sent to an address through the file transport */
async function newestResetToken(email: string) {
  const folder = MAIL_FOLDER
  const files = await readdir(folder)
  const names = files.filter((name) => name.endsWith('.json')).sort()
  for (const name of names.reverse()) {
    const mail = JSON.parse(await readFile(`${folder}/${name}`, 'utf8'))
    if (mail.to.includes(email)) return decodeURIComponent(mail.text.match(/reset-password\/(\S+)/)[1])
  }
  throw new Error(`no mail to ${email}`)
}

test.group('Security / server faults', (group) => {
  group.each.setup(() => resetDatabase())

  test('a fault answers a generic message with a request id that the log line carries', async ({ assert }) => {
    const log = await LogCapture.start()
    // a table the route needs is gone: the driver's error must stay on the server
    await db.rawQuery('ALTER TABLE vault_cycles RENAME TO vault_cycles_away')
    await db.rawQuery('ALTER TABLE products RENAME TO products_away')
    const device = new Device()
    let json
    let page
    try {
      json = await device.request('GET', urlFor('vault.cycles.show', { id: 1 }))
      page = await device.request('GET', urlFor('store'), undefined, { accept: 'text/html' })
    } finally {
      await db.rawQuery('ALTER TABLE vault_cycles_away RENAME TO vault_cycles')
      await db.rawQuery('ALTER TABLE products_away RENAME TO products')
    }

    assert.equal(json.status, 500)
    assert.deepEqual(Object.keys(json.body).sort(), ['error', 'message', 'request_id'])
    assert.equal(json.body.message, en(SERVER_FAULT))
    assert.equal(json.headers['x-request-id'], json.body.request_id)
    assert.equal(page.status, 500)
    const pageId = page.headers['x-request-id'] as string
    assert.include(page.body, pageId)
    for (const answer of [JSON.stringify(json.body), page.body as string]) {
      assert.notMatch(answer, /vault_cycles|products_away|no such table|SQLITE|\bat \S+ \(/)
    }

    const lines = await log.lines()
    const faults = lines.filter((line) => line.level === 50)
    for (const [id, table] of [
      [json.body.request_id, 'vault_cycles'],
      [pageId, 'products'],
    ]) {
      const line = faults.find((entry) => entry['x-request-id'] === id)
      assert.exists(line, `a log line for request ${id}`)
      assert.include(line!.err.message, table)
    }
  })

  test('broken and over-deep JSON get a plain 400 without parser internals', async ({ assert }) => {
    for (const body of [
      '{"username":',
      '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
      '['.repeat(5000) + ']'.repeat(5000),
    ]) {
      const response = await sendRaw(urlFor('auth.login'), body)
      assert.equal(response.status, 400)
      assert.deepEqual(JSON.parse(response.text), {
        message: en(UNREADABLE_BODY),
        error: ERROR_CODES.unreadableBody,
      })
    }
  })
})

test.group('Security / logs', (group) => {
  group.each.setup(() => resetDatabase())

  test('sign-up, log-in and a password reset leave no password, token or session id in the log', async ({ assert }) => {
    const log = await LogCapture.start()
    log.verbose()
    const secrets: string[] = []
    try {
      const first = 'first-Secret-4821'
      const wrong = 'wrong-Secret-9157'
      const second = 'second-Secret-3364'
      const device = new Device()
      await device.visit(urlFor('home'))
      const signUp = await device.post(urlFor('auth.register'), {
        username: 'LogWatcher',
        email: 'watcher@example.test',
        password: first,
      })
      assert.equal(signUp.status, 200)
      secrets.push(first, device.sessionCookie!)
      await device.post(urlFor('auth.logout'))
      await device.visit(urlFor('home'))
      const refused = await device.post(urlFor('auth.login'), {
        username: 'LogWatcher',
        password: wrong,
      })
      assert.equal(refused.status, 401)
      const asked = await device.post(urlFor('auth.reset_password_request'), {
        email: 'watcher@example.test',
      })
      assert.equal(asked.status, 200)
      const token = await newestResetToken('watcher@example.test')
      const reset = await device.post(urlFor('auth.reset_password'), { token, password: second })
      assert.equal(reset.status, 200)
      const login = await device.post(urlFor('auth.login'), {
        username: 'LogWatcher',
        password: second,
      })
      assert.equal(login.status, 200)
      secrets.push(wrong, token, second, device.sessionCookie!)

      // what the app itself might log about a request is masked wherever the secret sits
      logger.warn({ password: first, body: { token }, req: { headers: { cookie: device.sessionCookie } } }, 'probe')
    } finally {
      log.restore()
    }

    const text = await log.text()
    assert.include(text, 'mail written to tmp/mail/', 'the reset mail was logged (the log was on)')
    assert.include(text, '"probe"')
    for (const secret of secrets) assert.notInclude(text, secret)
  })
})
