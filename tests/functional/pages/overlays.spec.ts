import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { OVERLAY_ACCENTS, OVERLAY_DEFAULTS, OVERLAYS } from '#shared/overlays'

test.group('Overlays / pages', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('every overlay renders for a guest, with its data and the default options', async ({ client, assert }) => {
    for (const overlay of OVERLAYS) {
      const response = await client.get(overlay.path).withInertia()
      response.assertStatus(200)
      assert.match(String(response.inertiaComponent), /^overlays\//, overlay.path)
      assert.deepEqual(response.inertiaProps.options, OVERLAY_DEFAULTS, overlay.path)
    }
    const board = await client.get(urlFor('overlays.leaderboard', { provider: 'xfun' })).withInertia()
    assert.equal(board.inertiaProps.board.provider, 'xfun')
    // the points race (earned points this month) has its overlay like the partner boards
    const race = await client.get(urlFor('overlays.leaderboard', { provider: 'points' })).withInertia()
    assert.equal(race.inertiaProps.board.provider, 'points')
    const vault = await client.get(urlFor('overlays.vault')).withInertia()
    assert.isNumber(vault.inertiaProps.state.vault.value)
  })

  test('options come from the query string; bad ones fall back and never break the page', async ({
    client,
    assert,
  }) => {
    const good = await client
      .get(urlFor('overlays.hunt', {}, { qs: { rows: '3', compact: '1', accent: 'gold' } }))
      .withInertia()
    good.assertStatus(200)
    assert.deepEqual(good.inertiaProps.options, {
      rows: 3,
      compact: true,
      accent: OVERLAY_ACCENTS.gold,
    })
    const bad = await client
      .get(urlFor('overlays.vault'))
      .qs({ rows: '999', compact: 'maybe', accent: 'red;}</style><script>' })
      .withInertia()
    bad.assertStatus(200)
    assert.deepEqual(bad.inertiaProps.options, OVERLAY_DEFAULTS)
    // the full HTML answer renders too (server-side rendered)
    const html = await client.get('/overlays/leaderboard/celsius?rows=abc&accent=%23zzz')
    html.assertStatus(200)
    assert.include(html.text(), 'data-overlay')
  })

  test('an unknown board is a 404', async ({ client }) => {
    const response = await client.get(urlFor('overlays.leaderboard', { provider: 'nosuchsite' }))
    response.assertStatus(404)
  })

  test('overlays may be framed by the site itself (the admin previews), other pages not', async ({
    client,
    assert,
  }) => {
    const overlay = await client.get(urlFor('overlays.hunt'))
    assert.equal(overlay.header('x-frame-options'), 'SAMEORIGIN')
    assert.include(overlay.header('content-security-policy'), "frame-ancestors 'self'")
    assert.notInclude(overlay.header('content-security-policy'), "frame-ancestors 'none'")
    const page = await client.get(urlFor('bonus_hunt'))
    assert.equal(page.header('x-frame-options'), 'DENY')
    assert.include(page.header('content-security-policy'), "frame-ancestors 'none'")
  })
})
