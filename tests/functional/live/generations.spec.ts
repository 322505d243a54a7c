import { test } from '@japa/runner'
import cache from '@adonisjs/cache/services/main'
import emitter from '@adonisjs/core/services/emitter'
import { clearPublicCache, publicDataVersion, knownPublicDataVersion } from '#infra/live/public_cache'
import { generation, knownGeneration, renewGeneration } from '#infra/live/generations'

/** What the cache bus reports when another process's write reaches this one (bentocache's event) */
async function busMessage(type: 'set' | 'clear', keys: string[]) {
  await emitter.emit('bus:message:received', { message: { type, keys } })
  // the listener runs after the bus has dropped its own memory copy: let it
  await new Promise((resolve) => setImmediate(resolve))
}

test.group('Live / the generations a page version reads', (group) => {
  group.each.setup(() => clearPublicCache())

  test('a version read once is answered from memory until the domain changes here', async ({ assert }) => {
    assert.isUndefined(knownPublicDataVersion(['hunt', 'vault']))
    const version = await publicDataVersion(['hunt', 'vault'])
    assert.equal(knownPublicDataVersion(['hunt', 'vault']), version)

    await renewGeneration('hunt')
    const renewed = knownPublicDataVersion(['hunt', 'vault'])
    assert.notEqual(renewed, version)
    assert.equal(await publicDataVersion(['hunt', 'vault']), renewed)
    // the store holds the same value, for the other processes
    assert.equal(await cache.get({ key: 'generation:hunt' }), knownGeneration('hunt'))
  })

  test("another process's change, told by the cache bus, is read from the store", async ({ assert }) => {
    const version = await publicDataVersion(['hunt', 'store'])
    // the store now holds what another process wrote; this process still answers from memory
    await cache.set({ key: 'generation:hunt', value: 'from-another-process' })
    assert.equal(await publicDataVersion(['hunt', 'store']), version)

    await busMessage('set', ['generation:hunt', 'unrelated:key'])
    assert.isUndefined(knownGeneration('hunt'))
    assert.isDefined(knownGeneration('store'))
    assert.equal(await publicDataVersion(['hunt', 'store']), `from-another-process.${knownGeneration('store')}`)

    // a namespace clear (sent with every change) drops them all
    await busMessage('clear', [])
    assert.isUndefined(knownPublicDataVersion(['store']))
  })

  test('a store read under way while the domain changes does not bring the old value back', async ({ assert }) => {
    const old = await generation('boards')
    await busMessage('set', ['generation:boards'])
    const reading = generation('boards')
    await renewGeneration('boards')
    const renewed = knownGeneration('boards')
    assert.notEqual(renewed, old)
    await reading
    assert.equal(knownGeneration('boards'), renewed)
  })
})
