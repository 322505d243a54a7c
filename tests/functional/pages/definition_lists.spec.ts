import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetToDemoSite } from '#tests/helpers/database/database'

const VOID = new Set(['img', 'br', 'hr', 'input', 'meta', 'link', 'source', 'wbr'])

/**
 * The problems of each <dl> of a page by the HTML rule (and axe's definition-list / dlitem):
 * its children are dt/dd groups, each optionally wrapped in one <div> that holds only dt/dd.
 */
function definitionListProblems(html: string) {
  const problems: string[] = []
  for (const [, inner] of html.matchAll(/<dl\b[^>]*>([\s\S]*?)<\/dl>/g)) {
    const open: string[] = []
    for (const [, closing, name] of inner.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/g)) {
      if (VOID.has(name)) continue
      if (closing) {
        open.pop()
        continue
      }
      const parent = open.at(-1)
      if (parent === undefined && !['dt', 'dd', 'div'].includes(name)) problems.push(`<${name}> directly in a <dl>`)
      if (parent === 'div' && open.length === 1 && !['dt', 'dd'].includes(name))
        problems.push(`<${name}> in a <dl>'s <div> (only dt and dd may be there)`)
      open.push(name)
    }
  }
  return problems
}

test.group('Pages / definition lists', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('the check itself finds a tile wrapped twice', ({ assert }) => {
    const nested = '<dl><div class="x"><div><dt>A</dt><dd>1</dd></div></div></dl>'
    assert.lengthOf(definitionListProblems(nested), 1)
    assert.deepEqual(definitionListProblems('<dl><div><dt>A</dt><dd>1</dd></div></dl>'), [])
  })

  test('{$self} holds only dt/dd groups in its definition lists')
    .with(['bonus_hunt', 'store', 'vault', 'leaderboard', 'home'] as const)
    .run(async ({ client, assert }, page) => {
      const response = await client.get(urlFor(page))
      response.assertStatus(200)
      assert.deepEqual(definitionListProblems(response.text()), [])
    })
})
