import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import User from '#models/user'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser, FACTORY_PASSWORD } from '#tests/helpers/database/users'
import { Device } from '#tests/helpers/http/device'
import { decoded, rawGet } from '#tests/helpers/http/raw_http'
import { clearKeptPages, pagesFromMemory } from '#http_cache/public_pages'
import { ERROR_CODES } from '#shared/errors'

/** The page's language as the browser is told it, and one footer text of that language */
function languageOf(html: string) {
  return html.match(/<html\s+lang="([^"]+)"/)?.[1]
}

test.group('Languages / the request decides, the guest cache keeps them apart', (group) => {
  group.each.setup(async () => {
    await resetToDemoSite()
    clearKeptPages()
  })

  test('a guest gets the browser language the site speaks, else the site language, and no cookie', async ({
    assert,
  }) => {
    const cases: Array<[string | undefined, string, string]> = [
      ['de-DE,de;q=0.9,en;q=0.8', 'de', 'Zum Inhalt springen'],
      ['pt-PT,pt;q=0.9', 'pt-BR', 'Pular para o conteúdo'],
      ['fr-FR, es;q=0.5', 'es', 'Saltar al contenido'],
      ['fr-FR', 'en', 'Skip to content'],
      [undefined, 'en', 'Skip to content'],
    ]
    for (const [acceptLanguage, locale, text] of cases) {
      const answer = await rawGet(urlFor('store'), acceptLanguage ? { 'accept-language': acceptLanguage } : {})
      const html = decoded(answer)
      assert.equal(answer.status, 200)
      assert.equal(languageOf(html), locale, String(acceptLanguage))
      assert.include(html, text)
      assert.isUndefined(answer.headers['set-cookie'])
      assert.include(String(answer.headers['vary']), 'Accept-Language')
    }
  })

  test('the guest cache keeps one entry per language: a German page is never served to a Spaniard', async ({
    assert,
  }) => {
    const german = { 'accept-language': 'de' }
    const spanish = { 'accept-language': 'es' }
    await rawGet(urlFor('leaderboard'), german)
    const before = pagesFromMemory()
    const fromSpanish = decoded(await rawGet(urlFor('leaderboard'), spanish))
    assert.equal(pagesFromMemory(), before, 'the Spanish page was rendered, not taken from the German one')
    assert.equal(languageOf(fromSpanish), 'es')
    const againGerman = decoded(await rawGet(urlFor('leaderboard'), german))
    assert.equal(pagesFromMemory(), before + 1)
    assert.equal(languageOf(againGerman), 'de')
    // an explicit choice beats the browser's language, and is still a guest's cached read
    const chosen = decoded(await rawGet(urlFor('leaderboard'), { ...german, cookie: 'locale=pt-BR' }))
    assert.equal(languageOf(chosen), 'pt-BR')
    await rawGet(urlFor('leaderboard'), { ...german, cookie: 'locale=pt-BR' })
    assert.equal(pagesFromMemory(), before + 2)
  })

  test('a guest who picks a language gets the locale cookie, and the pages follow it', async ({ assert }) => {
    const guest = new Device({ 'accept-language': 'en' })
    const answer = await guest.post('/api/locale', { locale: 'de' })
    assert.equal(answer.status, 200)
    assert.deepEqual(answer.body, { message: 'success', locale: 'de' })
    assert.equal(guest.cookie('locale'), 'de')
    assert.isFalse(guest.hasCookie('neon-session'), 'no session for a language choice')
    const page = await guest.navigate(urlFor('home'))
    assert.equal(languageOf(String(page.body)), 'de')
  })

  test("a user's choice is kept on the account and beats the browser's language", async ({ assert }) => {
    const user = await createUser({ username: 'polyglot' })
    const device = new Device({ 'accept-language': 'es' })
    await device.login('polyglot', FACTORY_PASSWORD)
    const chosen = await device.post('/api/locale', { locale: 'pt-BR' })
    assert.equal(chosen.status, 200)
    await user.refresh()
    assert.equal(user.locale, 'pt-BR')
    assert.isFalse(device.hasCookie('locale'), 'the account keeps it, not a cookie')
    const page = await device.navigate(urlFor('store'))
    assert.equal(languageOf(String(page.body)), 'pt-BR')
    // another device of the same account, whose browser asks for German, speaks it too
    const other = new Device({ 'accept-language': 'de' })
    await other.login('polyglot', FACTORY_PASSWORD)
    const elsewhere = await other.navigate(urlFor('store'))
    assert.equal(languageOf(String(elsewhere.body)), 'pt-BR')
  })

  test('a language the site does not speak is refused and changes nothing', async ({ assert }) => {
    await createUser({ username: 'steady' })
    const device = new Device()
    await device.login('steady', FACTORY_PASSWORD)
    for (const locale of ['fr', 'EN', '', 3, null, ['de']]) {
      const answer = await device.post('/api/locale', { locale })
      assert.equal(answer.status, 422, JSON.stringify(locale))
      assert.equal(answer.body.error, ERROR_CODES.invalidInput)
    }
    const unchanged = await User.findByOrFail('username', 'steady')
    assert.isNull(unchanged.locale)
    assert.isFalse(device.hasCookie('locale'))
  })
})
