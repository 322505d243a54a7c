import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { resetDatabase } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { browserSession, startSourceServer, type BuiltServer } from '#tests/helpers/processes/built_server'

/**
 * An admin's override of a text (/admin/texts) reaches every process: written through A, it is
 * served by B (its server i18n and its kept guest pages) within B's version poll. Two web
 * processes on this run's database, as tests/functional/live/read_your_writes.spec.ts starts
 * them. Ports: PORT + 5 and PORT + 6, their HMR sockets PORT + 7 and PORT + 8.
 */
const ports = [5, 6].map((offset) => Number(process.env.PORT ?? 3334) + offset)
const viteEnv = (port: number) => ({
  VITE_HMR_PORT: String(port + 2),
  VITE_CACHE_DIR: app.makePath(`tmp/vite-${port}`),
})

/** The asset version a server answers (a guest's Inertia visit with none is told it in a 409) */
async function assetVersion(server: BuiltServer) {
  const response = await fetch(`${server.url}${urlFor('faq')}`, {
    headers: { 'x-inertia': 'true', 'connection': 'close' },
  })
  await response.arrayBuffer()
  return response.headers.get('x-inertia-version') ?? ''
}

/** A German guest's Inertia visit to the FAQ: its `texts` prop (the overrides of German) */
async function germanTexts(server: BuiltServer, version: string) {
  const response = await fetch(`${server.url}${urlFor('faq')}`, {
    headers: {
      'x-inertia': 'true',
      'x-inertia-version': version,
      'accept-language': 'de',
      'connection': 'close',
    },
  })
  if (response.status !== 200) throw new Error(`faq: ${response.status}`)
  return ((await response.json()) as { props: { texts?: Record<string, string> } }).props.texts
}

/** PUT /api/admin/texts as the admin's session on a server */
function saveText(server: BuiltServer, cookie: string, body: object) {
  return fetch(`${server.url}${urlFor('admin_api.texts.save')}`, {
    method: 'PUT',
    headers: {
      'accept': 'application/json',
      'content-type': 'application/json',
      'connection': 'close',
      'cookie': cookie,
      'origin': server.url,
    },
    body: JSON.stringify(body),
  })
}

/**
 * A few version polls (VERSION_POLL_MS, app/infra/live/public_cache.ts: not imported here, the
 * spec files load before the app has booted)
 */
const POLL_WAIT_MS = 3_000

/** Asks until `check` holds or a few version polls have passed */
async function within<T>(read: () => Promise<T>, check: (value: T) => boolean) {
  const deadline = Date.now() + POLL_WAIT_MS
  let value = await read()
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    value = await read()
  }
  return value
}

test.group('Live / text overrides on every process', (group) => {
  const servers: BuiltServer[] = []
  group.each.setup(async () => {
    await resetDatabase()
    return async () => {
      await Promise.all(servers.map((server) => server.stop()))
      servers.length = 0
    }
  })

  test('an override written through one process is served by the other', async ({ assert }) => {
    const admin = await createUser({ admin: true })
    servers.push(...(await Promise.all(ports.map((port) => startSourceServer(port, viteEnv(port), '/healthz')))))
    const [a, b] = servers
    const version = await assetVersion(b)
    // B keeps the German guest page before the change: no overrides
    for (let i = 0; i < 2; i++) assert.isUndefined(await germanTexts(b, version))

    const session = await browserSession(a.url, admin)
    const override = { locale: 'de', key: 'layout.skip_to_content', message: 'Direkt zum Inhalt' }
    const saved = await saveText(a, session.cookie, override)
    assert.equal(saved.status, 200, await saved.text())

    // B's pages: the kept guest page is not served, the override is, within a few polls
    const texts = await within(
      () => germanTexts(b, version),
      (value) => value !== undefined
    )
    assert.deepEqual(texts, { 'layout.skip_to_content': 'Direkt zum Inhalt' })

    // B's server i18n: a refusal's message, overridden through A
    const refusal = { locale: 'en', key: 'admin_texts.unknown_key', message: 'Nothing called {key}' }
    const refusalSaved = await saveText(a, session.cookie, refusal)
    assert.equal(refusalSaved.status, 200)
    const message = await within(
      async () => {
        const answer = await saveText(b, session.cookie, { locale: 'en', key: 'x.y', message: 'z' })
        return ((await answer.json()) as { message: string }).message
      },
      (value) => value === 'Nothing called x.y'
    )
    assert.equal(message, 'Nothing called x.y')
  }).timeout(180_000)
})
