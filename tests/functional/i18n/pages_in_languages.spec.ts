import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { decoded, rawGet } from '#tests/helpers/http/raw_http'

/** The page's language as the browser is told it */
function languageOf(html: string) {
  return html.match(/<html lang="([^"]+)"/)?.[1]
}

/** Each page, and one text of it in German and in Portuguese (server-rendered) */
const PAGES_A: Array<{ page: string; path: string; de: string | RegExp; ptBR: string | RegExp }> = [
  { page: 'home', path: urlFor('home'), de: 'Anmeldeboni', ptBR: 'Bônus de cadastro' },
  { page: 'leaderboard', path: urlFor('leaderboard'), de: 'Monatlicher Preispool', ptBR: 'Prêmio mensal' },
  { page: 'points race', path: '/leaderboard/points', de: 'Punkterennen', ptBR: 'Corrida de pontos' },
  { page: 'milestones', path: urlFor('milestones'), de: 'Einsatz-Meilensteine', ptBR: 'Metas de apostas' },
  {
    page: 'tournament',
    path: urlFor('tournament'),
    de: 'Acht Spieler, je ein Slot',
    ptBR: 'Oito jogadores, um slot cada',
  },
  { page: 'vault', path: urlFor('vault'), de: 'Bisherige Gewinner', ptBR: 'Vencedores anteriores' },
  { page: 'vault verify', path: urlFor('vault.verify'), de: 'Ziehung prüfen', ptBR: 'Verificar um sorteio' },
  // the tiers' dollars in the language's own form
  { page: 'vip', path: urlFor('vip'), de: /25\.000\s\$/, ptBR: /US\$\s25\.000/ },
]

test.group('Languages / public pages A', (group) => {
  group.each.setup(async () => {
    await resetToDemoSite()
  })

  for (const [locale, field] of [
    ['de', 'de'],
    ['pt-BR', 'ptBR'],
  ] as const) {
    test(`each page renders in ${locale}`, async ({ assert }) => {
      for (const page of PAGES_A) {
        const answer = await rawGet(page.path, { 'accept-language': locale })
        const html = decoded(answer)
        assert.equal(answer.status, 200, page.page)
        assert.equal(languageOf(html), locale, page.page)
        const text = page[field]
        if (typeof text === 'string') assert.include(html, text, page.page)
        else assert.match(html, text, page.page)
      }
    })
  }
})
