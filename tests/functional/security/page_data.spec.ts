import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import db from '@adonisjs/lucid/services/db'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'
import { expectStatus } from '#tests/helpers/http/requests'
import { jsonAs } from '#tests/helpers/database/admin_fixtures'
import { decoded, rawGet } from '#tests/helpers/http/raw_http'
import { syncProvider } from '#services/leaderboards/sync_entries'
import { publicDataChanged } from '#infra/live/public_cache'
import { inertiaRoot } from '#providers/view_provider'
import LeaderboardSetting from '#models/leaderboard_setting'
import { dbTimestamp } from '#infra/db/time'

/** Names that switch the HTML parser, or end the page-data script, when written raw */
const MARKUP_NAMES = ['<!--<script>', '</script><b>x']

/** The text of the page-data script, and what the page holds after it */
function pageParts(html: string) {
  const tag = /<script[^>]* data-page="app"[^>]*>/.exec(html)!
  const open = tag.index + tag[0].length
  const close = html.indexOf('</script>', open)
  return { data: html.slice(open, close), after: html.slice(close) }
}

/**
 * The page is whole: the page data ends where the layout ends it and parses to the page, the
 * app root follows it with the server-rendered markup, and the document closes
 */
function assertWhole(assert: any, html: string) {
  const { data, after } = pageParts(html)
  const page = JSON.parse(data)
  assert.equal(page.component, 'leaderboard')
  assert.match(after, /^<\/script><div data-server-rendered="true" id="app">/)
  assert.match(html.trimEnd(), /<\/div><\/body>\s*<\/html>$/)
  assert.notMatch(data, /[<>&]/, 'no markup character is written raw in the page data')
  return page
}

test.group('Security / markup in names on cached public pages', (group) => {
  let partner: Server
  let rows: { username: string; wagered: number }[] = []
  group.setup(async () => {
    partner = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(rows))
    })
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve))
    return () => new Promise<void>((resolve) => partner.close(() => resolve()))
  })
  group.each.setup(async () => {
    await resetToDemoSite()
    await db.from('leaderboard_entries').where('provider', 'celsius').delete()
  })

  test("a partner's names holding markup arrive as text without < >, and the page stays whole", async ({
    client,
    assert,
  }) => {
    rows = MARKUP_NAMES.map((username, i) => ({ username, wagered: 5000 - i }))
    const admin = await createUser({ admin: true })
    const url = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/stats`
    await expectStatus(
      jsonAs(client, admin)
        .put(urlFor('admin_api.leaderboards.source.update', { provider: 'celsius' }))
        .json({
          mode: 'range',
          url,
          list_path: '',
          username_field: 'username',
          wager_field: 'wagered',
          wager_scale: 1,
        }),
      200
    )
    const synced = await syncProvider('celsius')
    assert.equal(synced.status, 'synced')
    const stored = await db.from('leaderboard_entries').where('provider', 'celsius').orderBy('wagered', 'desc')
    assert.deepEqual(
      stored.map((row) => row.username),
      ['!--script', '/scriptbx']
    )

    // twice: the render that made the guest page entry, then the entry as served
    for (let i = 0; i < 2; i++) {
      const html = decoded(await rawGet(urlFor('leaderboard')))
      const page = assertWhole(assert, html)
      const names = page.props.board.leaderboard.map((e: any) => e.username)
      assert.includeMembers(names, ['!--script', '/scriptbx'])
      assert.include(pageParts(html).after, '!--script')
    }
  })

  test('names holding markup that reach the data anyway are escaped in the page data and shown as text', async ({
    assert,
  }) => {
    // as an older row, or a source that forgot to clean its names, would hold them
    const setting = await LeaderboardSetting.findByOrFail('provider', 'celsius')
    for (const [i, username] of MARKUP_NAMES.entries()) {
      await db.table('leaderboard_entries').insert({
        provider: 'celsius',
        period_start: dbTimestamp(db.connection(), setting.startDate),
        username,
        wagered: 9000 - i,
        baseline: 0,
        created_at: dbTimestamp(db.connection()),
        updated_at: dbTimestamp(db.connection()),
      })
    }
    await publicDataChanged('boards')

    for (let i = 0; i < 2; i++) {
      const answer = await rawGet(urlFor('leaderboard'))
      const html = decoded(answer)
      const page = assertWhole(assert, html)
      const names = page.props.board.leaderboard.map((e: any) => e.username)
      assert.includeMembers(names, MARKUP_NAMES, 'JSON.parse gives the names back as they were')
      assert.include(pageParts(html).data, '\\u003c!--\\u003cscript\\u003e')
      // the server-rendered markup shows them as text
      assert.include(pageParts(html).after, '&lt;!--&lt;script&gt;')
      assert.include(pageParts(html).after, '&lt;/script&gt;&lt;b&gt;x')
      // no secret in the page or its CSP: scripts run from the site's files or by hash
      assert.notInclude(html, 'nonce')
      assert.notMatch(String(answer.headers['content-security-policy']), /nonce/)
    }
  })
})

test.group('Security / page data in the layout', () => {
  test('a <script> coming from data is escaped or left as React wrote it (the CSP never allows it)', ({ assert }) => {
    const data = { component: 'leaderboard', props: { name: '<script>alert(1)</script>' }, url: '/', version: '1' }
    // the body Inertia's server render gives: its copy of the page data, then React's markup;
    // a component printing raw HTML is the one way a tag from data could be in it
    const ssrBody =
      '<script data-page="app" type="application/json">{"component":"leaderboard"}</script>' +
      '<div data-server-rendered="true" id="app"><p><script>alert(1)</script></p></div>'
    for (const page of [data, { ...data, ssrHead: [], ssrBody }]) {
      const html = inertiaRoot(page)
      assert.notInclude(html, 'nonce=')
      assert.match(html, /^<script data-page="app" type="application\/json">/)
      assert.deepEqual(JSON.parse(pageParts(html).data), data)
      assert.notInclude(pageParts(html).data, '<')
    }
    assert.include(inertiaRoot({ ...data, ssrBody }), '<p><script>alert(1)</script></p>')
  })
})
