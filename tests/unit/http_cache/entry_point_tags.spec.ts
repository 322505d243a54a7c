import { test } from '@japa/runner'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Vite, defineConfig } from '@adonisjs/vite'
import { entryPointTags } from '#providers/view_provider'
import { INLINE_SCRIPT_HASHES, scriptHash } from '#infra/http/inline_scripts'

/** A production Vite helper over a manifest shaped like the build's (entry, shared chunk, a page) */
async function builtVite(dir: string) {
  const manifestFile = join(dir, 'manifest.json')
  await writeFile(
    manifestFile,
    JSON.stringify({
      'inertia/app.tsx': {
        file: 'app-A1.js',
        isEntry: true,
        imports: ['_react-B2.js'],
        css: ['app-C3.css'],
      },
      '_react-B2.js': { file: 'react-B2.js' },
      'inertia/pages/leaderboard.tsx': {
        file: 'leaderboard-D4.js',
        isDynamicEntry: true,
        imports: ['_react-B2.js'],
      },
    })
  )
  return new Vite(defineConfig({ buildDirectory: dir, manifestFile, assetsUrl: '/assets', scriptAttributes: {} }))
}

test.group('Layout / entry point tags of the production build', (group) => {
  // one manifest for the group, removed after its last test
  let vite: Vite
  group.setup(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'entry-tags-'))
    vite = await builtVite(dir)
    return () => rm(dir, { recursive: true, force: true })
  })

  test('the stylesheet stays; the scripts load from one inline module after the first paint', async ({ assert }) => {
    const html = await entryPointTags(vite, 'inertia/app.tsx', 'leaderboard')

    assert.include(html, '<link rel="stylesheet" href="/assets/app-C3.css"/>')
    // nothing fetches a script before the paint: no script src, no modulepreload
    assert.notMatch(html, /<script[^>]*\bsrc=/)
    assert.notInclude(html, 'modulepreload')
    const scripts = [...html.matchAll(/<script([^>]*)>(.*?)<\/script>/gs)]
    assert.lengthOf(scripts, 1)
    const [, attributes, body] = scripts[0]
    assert.notInclude(attributes, 'nonce')
    assert.include(attributes, 'type="module"')
    // the entry and the page's chunk side by side (in the tag, not the script: the script's
    // text is the same on every page, so the CSP allows it by one hash)
    assert.include(attributes, `data-load='["/assets/app-A1.js","/assets/leaderboard-D4.js"]'`)
    assert.notInclude(html, 'react-B2.js')
    assert.include(INLINE_SCRIPT_HASHES, scriptHash(body))
    assert.include(body, "getEntriesByName('first-contentful-paint')")
    assert.include(body, "document.visibilityState === 'hidden'")
  })

  test('an OBS overlay imports at once; a page without a chunk of its own gets the entry', async ({ assert }) => {
    const overlay = await entryPointTags(vite, 'inertia/app.tsx', 'overlays/hunt')
    assert.include(overlay, '["/assets/app-A1.js"]')
    assert.notInclude(overlay, 'PerformanceObserver')
    assert.notInclude(overlay, 'nonce=')
    assert.match(overlay, /load\(\);<\/script>$/)
    const body = overlay.match(/<script[^>]*>(.*)<\/script>/s)![1]
    assert.include(INLINE_SCRIPT_HASHES, scriptHash(body))
  })

  test('a URL cannot break out of the data-load attribute', async ({ assert }) => {
    const html = await entryPointTags(
      {
        ...vite,
        useDevServer: false,
        generateEntryPointsTags: async () => [],
        manifest: () => ({ 'inertia/app.tsx': { file: "x'><script>a()</script>&.js" } }),
        assetsUrl: () => '/assets',
      } as any,
      'inertia/app.tsx',
      'home'
    )
    assert.include(html, `data-load='["/assets/x&#39;><script>a()</script>&amp;.js"]'`)
    assert.lengthOf(
      [...html.matchAll(/<script/g)],
      1 + 1,
      'the only tags: the loader and the text inside the attribute'
    )
  })
})
