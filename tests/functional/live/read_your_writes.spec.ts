import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { ProductFactory } from '#database/factories/product_factory'
import { resetDatabase } from '#tests/helpers/database/database'
import { createBuyers } from '#tests/helpers/database/economy'
import {
  browserSession,
  postPurchase,
  startSourceServer,
  type BuiltServer,
  type Session,
} from '#tests/helpers/processes/built_server'
import { PURCHASE_ANSWER } from '#shared/shop'

/**
 * Read your own writes on every process: two web processes on this run's database (sessions
 * there too), each keeping the public data in memory and hearing of the other's changes only
 * through its version poll (every 0.5 s). A signed-in visitor's next request, on either
 * process, shows what they wrote and never less than they saw. Ports: PORT + 3 and PORT + 4;
 * each one's Vite dev server has its own HMR socket (PORT + 33, PORT + 34) and cache folder (two
 * started together waited on each other's).
 */
const ports = [3, 4].map((offset) => Number(process.env.PORT ?? 3334) + offset)
const viteEnv = (port: number) => ({
  VITE_HMR_PORT: String(port + 30),
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

/** The props of an Inertia visit to `path` as this visitor */
async function propsAt(server: BuiltServer, session: Session, path: string) {
  const version = await assetVersion(server)
  const response = await fetch(`${server.url}${path}`, {
    headers: {
      'x-inertia': 'true',
      'x-inertia-version': version,
      'cookie': session.cookie,
      'connection': 'close',
    },
  })
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
  return ((await response.json()) as { props: Record<string, any> }).props
}

async function vaultAt(server: BuiltServer, session: Session) {
  const props = await propsAt(server, session, urlFor('vault'))
  return props.vault.value as number
}

async function contribute(server: BuiltServer, session: Session, amount: number) {
  const response = await fetch(`${server.url}${urlFor('economy.vault_add')}`, {
    method: 'POST',
    headers: {
      'accept': 'application/json',
      'content-type': 'application/json',
      'connection': 'close',
      'cookie': session.cookie,
      'origin': server.url,
    },
    body: JSON.stringify({ amount }),
  })
  if (response.status !== 200) throw new Error(`vault add: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { vault: { value: number } }).vault.value
}

test.group('Live / read your writes on every process', (group) => {
  const servers: BuiltServer[] = []
  group.each.setup(async () => {
    await resetDatabase()
    return async () => {
      await Promise.all(servers.map((server) => server.stop()))
      servers.length = 0
    }
  })

  test('a write on one process shows on the other at once, and no figure goes backwards', async ({ assert }) => {
    const [buyer, other] = await createBuyers(2, 100_000)
    const product = await ProductFactory.merge({ price: 10, stock: 100 }).create()
    servers.push(...(await Promise.all(ports.map((port) => startSourceServer(port, viteEnv(port), '/healthz')))))
    const [a, b] = servers
    const me = await browserSession(a.url, buyer)
    const them = await browserSession(a.url, other)
    const stockAt = async (server: BuiltServer) => {
      const props = await propsAt(server, me, urlFor('store'))
      return props.products.find((p: { id: number }) => p.id === product.id).stock as number
    }

    // both processes hold the vault and the store in memory
    for (const server of servers) {
      await vaultAt(server, me)
      await stockAt(server)
    }

    // my contribution on A, then the vault on B right away: it includes it
    for (let round = 0; round < 3; round++) {
      const value = await contribute(a, me, 1)
      assert.equal(await vaultAt(b, me), value, `round ${round}`)
    }

    // my purchases on A, then the store on B right away: the stock moved
    for (let bought = 1; bought <= 3; bought++) {
      const answer = await postPurchase(a.url, me, product.id)
      assert.equal(answer?.message, PURCHASE_ANSWER.success)
      assert.equal(await stockAt(b), 100 - bought)
    }

    // someone else contributes on one process; I read the vault there, then on the other
    // (which has not heard of it yet): never lower than what I saw
    let highest = await vaultAt(a, me)
    for (let round = 0; round < 4; round++) {
      const [here, there] = round % 2 === 0 ? [a, b] : [b, a]
      const value = await contribute(here, them, 1)
      const seenHere = await vaultAt(here, me)
      assert.isAtLeast(seenHere, value)
      const seenThere = await vaultAt(there, me)
      assert.isAtLeast(seenThere, seenHere, `round ${round}: went back from ${seenHere} to ${seenThere}`)
      assert.isAtLeast(seenHere, highest)
      highest = seenThere
    }
  }).timeout(60_000)
})
