import { test } from '@japa/runner'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { clearPublicCache, publicDataVersion, knownPublicDataVersion } from '#infra/live/public_cache'
import { adoptSharedGenerations, generation, knownGeneration, renewGeneration } from '#infra/live/generations'
import { resetDatabase } from '#tests/helpers/database/database'

/** What the cache bus reports when another process's write reaches this one (bentocache's event) */
async function busMessage(type: 'set' | 'clear', keys: string[]) {
  await emitter.emit('bus:message:received', { message: { type, keys } })
  // the listener runs after the bus has dropped its own memory copy: let it
  await new Promise((resolve) => setImmediate(resolve))
}

/** Another process renews a domain: the shared generation (the test runs have no Redis) */
async function renewedElsewhere(domain: string, version: string) {
  await db
    .insertQuery()
    .table('public_cache_versions')
    .insert({ domain, version, updated_at: DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss') })
    .onConflict('domain')
    .merge(['version', 'updated_at'])
}

async function sharedGeneration(domain: string) {
  const row = await db.from('public_cache_versions').where('domain', domain).first()
  return row?.version
}

test.group('Live / the generations a page version reads', (group) => {
  group.each.setup(() => resetDatabase())

  test('a version read once is answered from memory until the domain changes here', async ({ assert }) => {
    assert.isUndefined(knownPublicDataVersion(['hunt', 'vault']))
    const version = await publicDataVersion(['hunt', 'vault'])
    assert.equal(knownPublicDataVersion(['hunt', 'vault']), version)

    await renewGeneration('hunt')
    const renewed = knownPublicDataVersion(['hunt', 'vault'])
    assert.notEqual(renewed, version)
    assert.equal(await publicDataVersion(['hunt', 'vault']), renewed)
    // the shared store holds the same value, for the other processes
    assert.equal(await sharedGeneration('hunt'), knownGeneration('hunt'))
  })

  test("another process's change is adopted when this process catches up", async ({ assert }) => {
    const version = await publicDataVersion(['hunt', 'store'])
    await renewedElsewhere('hunt', 'from-another-process')
    // until it looks, this process answers from memory
    assert.equal(await publicDataVersion(['hunt', 'store']), version)

    assert.deepEqual(await adoptSharedGenerations(['hunt', 'store']), ['hunt'])
    assert.equal(await publicDataVersion(['hunt', 'store']), `from-another-process.${knownGeneration('store')}`)
    assert.deepEqual(await adoptSharedGenerations(['hunt', 'store']), [])

    // a namespace clear (sent through the Redis bus with every change) drops them all
    await busMessage('clear', [])
    assert.isUndefined(knownPublicDataVersion(['store']))
  })

  test('a shared read under way while the domain changes here does not bring the old value back', async ({
    assert,
  }) => {
    await clearPublicCache()
    const reading = generation('boards')
    const adopting = adoptSharedGenerations(['boards'])
    await renewGeneration('boards')
    const renewed = knownGeneration('boards')
    await Promise.all([reading, adopting])
    assert.equal(knownGeneration('boards'), renewed)
    assert.equal(await sharedGeneration('boards'), renewed)
  })
})
