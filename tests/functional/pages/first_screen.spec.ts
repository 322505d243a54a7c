import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { resetToDemoSite } from '#tests/helpers/database/database'

/** The href of every <link rel="preload"> of a server-rendered page */
function preloads(html: string) {
  return [...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)].map(
    ([tag]) => /\bhref="([^"]*)"/.exec(tag)?.[1] ?? ''
  )
}

test.group('First screen / what the home page asks for up front', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('only the stylesheet and the logo are preloaded; the video waits', async ({ client, assert }) => {
    const response = await client.get(urlFor('home'))
    response.assertStatus(200)
    const html = response.text()

    const hinted = preloads(html).filter((href) => !/\.css$|\/inertia\/|\/@/.test(href))
    assert.deepEqual(hinted, ['/logo.svg'])
    // below the first screen: partner logos, podium avatars, the footer logo
    for (const below of ['/assets-static/partners/', '/assets-static/default-avatar.svg']) {
      assert.notInclude(preloads(html).join(' '), below)
      assert.match(html, new RegExp(`<img[^>]*src="${below}[^"]*"[^>]*loading="lazy"`))
    }
    assert.notMatch(html, /<link[^>]*href="\/(media|auth)\//)
    // the poster only shows with reduced motion (set once hydrated): under the gradient it would
    // load with the first screen for nothing
    assert.match(html, /<video[^>]*preload="none"/)
    assert.notInclude(html, 'hero-poster')
  })
})

test.group('First screen / fonts', (group) => {
  group.each.setup(() => resetToDemoSite())

  /**
   * The font files a page preloads, by name without folder and hash; each must be a woff2
   * preload with crossorigin (else the browser fetches the font twice)
   */
  async function preloadedFonts(client: ApiClient, path: string) {
    const response = await client.get(path)
    return [...response.text().matchAll(/<link\b[^>]*\bas="font"[^>]*>/g)]
      .map(([tag]) => {
        const href = /\bhref="([^"]*)"/.exec(tag)?.[1] ?? ''
        const wellFormed = /type="font\/woff2"/.test(tag) && /\bcrossorigin\b/.test(tag)
        const name = href
          .split('/')
          .pop()!
          .replace(/(-[\w-]{8})?\.woff2$/, '')
        return wellFormed ? name : `malformed: ${tag}`
      })
      .sort()
  }

  test('the home page preloads no font (its largest element is the logo)', async ({ client, assert }) => {
    assert.deepEqual(await preloadedFonts(client, urlFor('home')), [])
  })

  test('{$self} preloads Orbitron 600 and 800 (Latin subset), its display fonts, and not Inter')
    .with(['leaderboard', 'store', 'vault', 'bonus_hunt'] as const)
    .run(async ({ client, assert }, page) => {
      assert.deepEqual(await preloadedFonts(client, urlFor(page)), [
        'orbitron-latin-600-normal',
        'orbitron-latin-800-normal',
      ])
    })
})
