import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { decoded, rawGet } from '#tests/helpers/http/raw_http'
import { clearKeptPages } from '#http_cache/public_pages'

/** The page's language as the browser is told it */
function languageOf(html: string) {
  return html.match(/<html\s+lang="([^"]+)"/)?.[1]
}

test.group('Languages / overlays take ?lang=, the pages speak the visitor language', (group) => {
  group.each.setup(async () => {
    await resetToDemoSite()
    clearKeptPages()
  })

  test('an overlay with ?lang= renders in that language whatever the browser says; an unknown one is ignored', async ({
    assert,
  }) => {
    const spanish = { 'accept-language': 'es' }
    const german = decoded(await rawGet(urlFor('overlays.vault', {}, { qs: { lang: 'de' } }), spanish))
    assert.equal(languageOf(german), 'de')
    assert.include(german, 'Zu gewinnen')
    assert.notInclude(german, 'En juego')

    const brazilian = decoded(
      await rawGet(urlFor('overlays.leaderboard', { provider: 'xfun' }, { qs: { lang: 'pt-BR' } }), spanish)
    )
    assert.equal(languageOf(brazilian), 'pt-BR')
    assert.include(brazilian, 'Ranking XFun')

    // not a language the site speaks: the request's own (here the browser's)
    const unknown = decoded(await rawGet(urlFor('overlays.vault', {}, { qs: { lang: 'xx' } }), spanish))
    assert.equal(languageOf(unknown), 'es')
    assert.include(unknown, 'En juego')
    const english = decoded(await rawGet(urlFor('overlays.vault', {}, { qs: { lang: 'xx' } })))
    assert.equal(languageOf(english), 'en')
    assert.include(english, 'Up for grabs')
  }).timeout(120_000)

  test('the store, the bonus hunt and the raffles in German and Brazilian Portuguese', async ({ assert }) => {
    const cases: Array<['store' | 'bonus_hunt' | 'raffles', string, string, string]> = [
      ['store', 'de', 'So bekommst du Punkte', 'How To Get Points'],
      ['store', 'pt-BR', 'Como ganhar pontos', 'How To Get Points'],
      ['bonus_hunt', 'de', 'Verfolge den aktuellen Bonus Hunt live im Stream.', 'Track the current bonus hunt'],
      ['bonus_hunt', 'pt-BR', 'Acompanhe o bonus hunt atual, ao vivo.', 'Track the current bonus hunt'],
      ['raffles', 'de', 'Mach mit Punkten oder über den Kick-Chat mit.', 'Enter with points or from Kick chat.'],
      ['raffles', 'pt-BR', 'Participe com pontos ou pelo chat da Kick.', 'Enter with points or from Kick chat.'],
    ]
    for (const [route, locale, text, english] of cases) {
      const answer = await rawGet(urlFor(route), { 'accept-language': locale })
      const html = decoded(answer)
      assert.equal(answer.status, 200, `${route} ${locale}`)
      assert.equal(languageOf(html), locale, `${route} ${locale}`)
      assert.include(html, text, `${route} ${locale}`)
      assert.notInclude(html, english, `${route} ${locale}`)
    }
  })
})
