import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { decoded, rawGet } from '#tests/helpers/http/raw_http'

/** The page's language as the browser is told it (the layout may break the tag over lines) */
function languageOf(html: string) {
  return html.match(/<html\s+lang="([^"]+)"/)?.[1]
}

type PageInLanguages = { 'path': () => string; 'de': string | RegExp; 'pt-BR': string | RegExp }

/** Each page and one text of it in German and in Portuguese, as the server renders it */
const PAGES_A: Record<string, PageInLanguages> = {
  'home': { 'path': () => urlFor('home'), 'de': 'Anmeldeboni', 'pt-BR': 'Bônus de cadastro' },
  'leaderboard': {
    'path': () => urlFor('leaderboard'),
    'de': 'Monatlicher Preispool',
    'pt-BR': 'Prêmio mensal',
  },
  'points race': {
    'path': () => '/leaderboard/points',
    'de': 'Punkterennen',
    'pt-BR': 'Corrida de pontos',
  },
  'milestones': {
    'path': () => urlFor('milestones'),
    'de': 'Einsatz-Meilensteine',
    'pt-BR': 'Metas de apostas',
  },
  'tournament': {
    'path': () => urlFor('tournament'),
    'de': 'Acht Spieler, je ein Slot',
    'pt-BR': 'Oito jogadores, um slot cada',
  },
  'vault': { 'path': () => urlFor('vault'), 'de': 'Bisherige Gewinner', 'pt-BR': 'Vencedores anteriores' },
  'vault verify': {
    'path': () => urlFor('vault.verify'),
    'de': 'Ziehung prüfen',
    'pt-BR': 'Verificar um sorteio',
  },
  // the tiers' dollars in the language's own form
  'vip': { 'path': () => urlFor('vip'), 'de': /25\.000\s\$/, 'pt-BR': /US\$\s25\.000/ },
}

test.group('Languages / public pages A', (group) => {
  // the pages only read: one demo site for the group
  group.setup(async () => {
    await resetToDemoSite()
  })

  for (const [name, page] of Object.entries(PAGES_A)) {
    test(`the ${name} page renders in German and in Portuguese`, async ({ assert }) => {
      for (const locale of ['de', 'pt-BR'] as const) {
        const answer = await rawGet(page.path(), { 'accept-language': locale })
        const html = decoded(answer)
        assert.equal(answer.status, 200, `${name} (${locale})`)
        assert.equal(languageOf(html), locale, `${name} (${locale})`)
        const text = page[locale]
        if (typeof text === 'string') assert.include(html, text, `${name} (${locale})`)
        else assert.match(html, text, `${name} (${locale})`)
      }
      // the group's first page waits for Vite to build the server bundle on a cold run
    }).timeout(120_000)
  }
})
