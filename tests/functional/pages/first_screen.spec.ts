import { test } from '@japa/runner'
import { resetDatabase } from '#tests/helpers/database'
import { seedDemoSite } from '#database/demo/seed_demo_site'

/** The href of every <link rel="preload"> of a server-rendered page */
function preloads(html: string) {
  return [...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)].map(
    ([tag]) => /\bhref="([^"]*)"/.exec(tag)?.[1] ?? ''
  )
}

test.group('First screen / what the home page asks for up front', (group) => {
  group.each.setup(async () => {
    await resetDatabase()
    await seedDemoSite()
  })

  test('only the stylesheet and the logo are preloaded; the video waits', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/')
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
    assert.match(html, /<video[^>]*preload="none"[^>]*poster="\/media\/hero-poster.webp"/)
  })
})
