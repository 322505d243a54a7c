import { urlFor } from '@adonisjs/core/services/url_builder'
import { createHash } from 'node:crypto'
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

/** The SHA-256 CSP source of an inline script's text */
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

test.group('Security headers / pages', (group) => {
  group.each.setup(() => resetToDemoSite())

  test('every page answer has the same CSP: no nonce, scripts from the site or by hash', async ({ client, assert }) => {
    // a logged-in visitor's render and a guest's (kept in memory) carry one policy: no secret
    const user = await createUser()
    const first = await client.get(urlFor('home')).loginAs(user)
    const second = await client.get(urlFor('home'))
    first.assertStatus(200)
    const header = first.header('content-security-policy')
    const policy = directives(header)

    assert.equal(second.header('content-security-policy'), header)
    assert.notInclude(header, 'nonce')
    const scriptSrc = policy.get('script-src')!
    assert.equal(scriptSrc[0], `'self'`)
    assert.isTrue(
      scriptSrc.slice(1).every((source) => /^'sha256-[\w+/]+=*'$/.test(source)),
      scriptSrc.join(' ')
    )
    assert.deepEqual(policy.get('object-src'), [`'none'`])
    assert.deepEqual(policy.get('base-uri'), [`'self'`])
    assert.deepEqual(policy.get('form-action'), [`'self'`])
    assert.deepEqual(policy.get('frame-ancestors'), [`'none'`])
    assert.deepEqual(policy.get('default-src'), [`'self'`])
    assert.includeMembers(policy.get('img-src')!, [`'self'`, 'data:', 'blob:', 'https:'])
    for (const [name, values] of policy) {
      if (!name.startsWith('style-src')) assert.notInclude(values, `'unsafe-inline'`, name)
      assert.notInclude(values, `'unsafe-eval'`, name)
    }
  })

  test('every inline script of the server-rendered page is allowed by its hash; no tag carries a nonce', async ({
    client,
    assert,
  }) => {
    // the last one is the site's 404 page: error pages run the same scripts under the same policy
    for (const path of ['/', '/leaderboard', '/store', '/no-such-page']) {
      const response = await client.get(path)
      response.assertStatus(path === '/no-such-page' ? 404 : 200)
      const scriptSrc = directives(response.header('content-security-policy')).get('script-src')!
      const html = response.text()
      const scripts = html.match(/<script\b[^>]*>/g) ?? []

      // the Vite entry (or dev client and React refresh preamble) and Inertia's page data
      assert.isAtLeast(scripts.length, 2, path)
      assert.isTrue(
        scripts.some((tag) => tag.includes('data-page=')),
        path
      )
      assert.notInclude(html, 'nonce')
      const inline = [...html.matchAll(/<script(?![^>]*(?:\ssrc=|application\/json))[^>]*>([\s\S]*?)<\/script>/g)]
      assert.isAtLeast(inline.length, 1, path)
      for (const [, text] of inline) assert.include(scriptSrc, hashOf(text), path)
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
