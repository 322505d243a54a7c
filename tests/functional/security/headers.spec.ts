import { urlFor } from '@adonisjs/core/services/url_builder'
import { test } from '@japa/runner'
import { resetToDemoSite } from '#tests/helpers/database/database'
import { createUser } from '#tests/helpers/database/users'

/** The directives of a Content-Security-Policy header, by name */
function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values])
  )
}

function nonceOf(header: string | undefined): string {
  const match = /'nonce-([^']+)'/.exec(directives(header).get('script-src')?.join(' ') ?? '')
  if (!match) throw new Error(`no nonce in script-src: ${header}`)
  return match[1]
}

test.group('Security headers / pages', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('every page answer has a CSP with a fresh nonce and no inline scripts', async ({ client, assert }) => {
    // a logged-in visitor's pages are rendered per response (guests' pages are kept whole, with
    // the nonce of their render: tests/functional/http_cache/guest_page_cache.spec.ts)
    const user = await createUser()
    const first = await client.get(urlFor('home')).loginAs(user)
    const second = await client.get(urlFor('home')).loginAs(user)
    first.assertStatus(200)
    const header = first.header('content-security-policy')
    const policy = directives(header)

    assert.deepEqual(policy.get('script-src'), [`'nonce-${nonceOf(header)}'`])
    assert.notEqual(nonceOf(header), nonceOf(second.header('content-security-policy')))
    assert.isAtLeast(nonceOf(header).length, 16)
    assert.deepEqual(policy.get('object-src'), [`'none'`])
    assert.deepEqual(policy.get('base-uri'), [`'self'`])
    assert.deepEqual(policy.get('form-action'), [`'self'`])
    assert.deepEqual(policy.get('frame-ancestors'), [`'none'`])
    assert.deepEqual(policy.get('default-src'), [`'self'`])
    assert.includeMembers(policy.get('img-src')!, [`'self'`, 'data:', 'blob:', 'https:'])
    assert.notInclude(policy.get('style-src')!, `'unsafe-inline'`)
    for (const [name, values] of policy) {
      if (name !== 'style-src-attr') assert.notInclude(values, `'unsafe-inline'`, name)
      assert.notInclude(values, `'unsafe-eval'`, name)
    }
  })

  test('every script and modulepreload tag of the server-rendered page carries that nonce', async ({
    client,
    assert,
  }) => {
    // the last one is the site's 404 page: error pages run the same scripts under the same policy
    for (const path of ['/', '/leaderboard', '/store', '/no-such-page']) {
      const response = await client.get(path)
      response.assertStatus(path === '/no-such-page' ? 404 : 200)
      const nonce = nonceOf(response.header('content-security-policy'))
      const html = response.text()
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      const preloads = html.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? []

      // the Vite entry (or dev client and React refresh preamble) and Inertia's page data
      assert.isAtLeast(scripts.length, 2, path)
      assert.isTrue(
        scripts.some((tag) => tag.includes('data-page=')),
        path
      )
      for (const tag of [...scripts, ...preloads]) assert.include(tag, ` nonce="${nonce}"`, path)
      assert.include(html, `<meta property="csp-nonce" nonce="${nonce}"`)
      assert.notMatch(html, /\son[a-z]+="/, `${path} has an inline event handler`)
    }
  })

  test('the other security headers are set', async ({ client, assert }) => {
    const response = await client.get(urlFor('leaderboard'))
    assert.equal(response.header('strict-transport-security'), 'max-age=31536000; includeSubDomains')
    assert.equal(response.header('referrer-policy'), 'strict-origin-when-cross-origin')
    assert.equal(response.header('x-content-type-options'), 'nosniff')
    assert.equal(response.header('x-frame-options'), 'DENY')
    const permissions = response.header('permissions-policy')
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      assert.include(permissions, `${feature}=()`)
    }
  })

  test('static files and unknown routes carry the referrer and permissions policies', async ({ client, assert }) => {
    for (const path of ['/favicon.svg', '/no-such-page']) {
      const response = await client.get(path)
      assert.equal(response.header('referrer-policy'), 'strict-origin-when-cross-origin', path)
      assert.include(response.header('permissions-policy'), 'camera=()', path)
    }
  })
})
