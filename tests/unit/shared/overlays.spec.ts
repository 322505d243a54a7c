import { test } from '@japa/runner'
import { OVERLAY_ACCENTS, OVERLAY_DEFAULTS, OVERLAYS, overlayOptions } from '#shared/overlays'
import { PROVIDERS } from '#shared/leaderboards'

test.group('Overlays / query options', () => {
  test('good options are taken', ({ assert }) => {
    assert.deepEqual(overlayOptions({ rows: '5', compact: '1', accent: 'pink' }), {
      rows: 5,
      compact: true,
      accent: OVERLAY_ACCENTS.pink,
    })
    assert.deepEqual(overlayOptions({ rows: '10', compact: 'false', accent: 'FF00AA' }), {
      rows: 10,
      compact: false,
      accent: '#ff00aa',
    })
    assert.equal(overlayOptions({ accent: '#0f8' }).accent, '#00ff88')
    assert.isTrue(overlayOptions({ compact: '' }).compact, '?compact alone')
  })

  test('a bad value ({$self}) falls back to the defaults')
    .with([
      { rows: '0', compact: 'maybe', accent: 'red;}body{display:none' },
      { rows: '11', compact: 'yes', accent: '#12345' },
      { rows: '-3', compact: '2', accent: 'url(x)' },
      { rows: '2.5', compact: ['1', '0'], accent: ['#ff00aa', 'x'] },
      { rows: 'ten', accent: 'constructor' },
      {},
    ])
    .run(({ assert }, query) => {
      const options = overlayOptions(query)
      assert.equal(options.compact, Array.isArray(query.compact) ? true : OVERLAY_DEFAULTS.compact)
      assert.equal(options.accent, Array.isArray(query.accent) ? '#ff00aa' : OVERLAY_DEFAULTS.accent)
      assert.equal(options.rows, OVERLAY_DEFAULTS.rows)
    })

  test('every board has an overlay', ({ assert }) => {
    for (const provider of PROVIDERS) {
      assert.isTrue(OVERLAYS.some((o) => o.path === `/overlays/leaderboard/${provider}`))
    }
  })
})
