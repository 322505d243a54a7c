import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser, FACTORY_PASSWORD } from '#tests/helpers/database/users'
import { Device } from '#tests/helpers/http/device'
import { decoded, rawGet } from '#tests/helpers/http/raw_http'
import { publicPageRoutes, publicPages, sampleUrl } from '#tests/helpers/http/route_walk'
import { clearKeptPages, pagesFromMemory } from '#http_cache/public_pages'
import { LOCALES } from '#shared/locales'

/** The language a page tells the browser (`<html lang>`) */
function languageOf(html: string) {
  return html.match(/<html\s+lang="([^"]+)"/)?.[1]
}

/** The language the page's data carries (the shared `locale` prop), read from its JSON */
function propsLanguage(html: string) {
  return html
    .match(/&quot;locale&quot;:&quot;([^&]+)&quot;|"locale":"([^"]+)"/)
    ?.slice(1)
    .find(Boolean)
}

test.group('Languages / every public page in every language', (group) => {
  group.each.setup(async () => {
    await resetToDemoSite()
    clearKeptPages()
  })

  test('a guest gets each page in the browser language, one cache entry per language', async ({ assert }) => {
    const pages = publicPages()
    assert.isAbove(pages.length, 10)
    for (const path of pages) {
      for (const locale of LOCALES) {
        const answer = await rawGet(path, { 'accept-language': locale })
        const html = decoded(answer)
        assert.equal(answer.status, 200, `${path} ${locale}`)
        assert.equal(languageOf(html), locale, `${path} ${locale}`)
        assert.equal(propsLanguage(html), locale, `${path} ${locale}: the page data`)
        assert.isUndefined(answer.headers['set-cookie'], `${path} ${locale}`)
      }
    }
    // each kept page (overlays are not kept) once per language, apart: asked again at once,
    // each language comes from memory, still in its language
    for (const path of publicPageRoutes()
      .filter((route) => !route.pattern.includes(':'))
      .map(sampleUrl)) {
      for (const locale of LOCALES) await rawGet(path, { 'accept-language': locale })
      const before = pagesFromMemory()
      for (const locale of LOCALES) {
        const again = decoded(await rawGet(path, { 'accept-language': locale }))
        assert.equal(languageOf(again), locale, `${path} ${locale} from memory`)
      }
      assert.equal(pagesFromMemory() - before, LOCALES.length, `${path}: one entry per language`)
    }
  }).timeout(240_000)

  test("a logged-in user gets each page in the account's language, whatever the browser asks", async ({ assert }) => {
    await createUser({ username: 'linguist' })
    const device = new Device({ 'accept-language': 'en-US,en' })
    await device.login('linguist', FACTORY_PASSWORD)
    for (const locale of LOCALES) {
      const chosen = await device.post(urlFor('locale'), { locale })
      assert.equal(chosen.status, 200)
      for (const path of publicPages()) {
        const page = await device.navigate(path)
        assert.equal(page.status, 200, `${path} ${locale}`)
        assert.equal(languageOf(String(page.body)), locale, `${path} ${locale}`)
      }
    }
  }).timeout(240_000)
})
