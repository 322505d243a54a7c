import { test } from '@japa/runner'
import { loginPath, safeIntendedPath } from '#shared/accounts'

/**
 * Targets that are, or turn into, another site: as typed, once a browser has normalised them
 * (dot segments, `%2e`, tabs and newlines dropped, `\` read as `/`), or once something has
 * percent-decoded them again
 */
const OFF_SITE = [
  '//evil.example/x',
  '/\\evil.example',
  '/\t/evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  'account',
  '',
  `/${'a'.repeat(3000)}`,
  // normalised to `//host` (dot segments, also percent-encoded)
  '/.//evil.example/x',
  '/..//evil.example/x',
  '/a/../..//evil.example',
  '/%2e//evil.example/x',
  '/%2E%2E//evil.example/x',
  '/.%2e//evil.example',
  '/./\\evil.example',
  // encoded slashes and backslashes, once or more
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5cevil.example',
  '/%5C%5Cevil.example',
  '/%252f%252fevil.example',
  '/%25252F%25252Fevil.example',
  '/.%2f%2fevil.example',
  // characters browsers strip, raw or encoded
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0D%0A/evil.example',
  ' //evil.example',
  '/\u0000/evil.example',
]

test.group('Login link / the page to come back to', () => {
  test('a path of this site is kept with its query and fragment', ({ assert }) => {
    assert.equal(safeIntendedPath('/account?tab=connections'), '/account?tab=connections')
    assert.equal(safeIntendedPath('/leaderboard#top'), '/leaderboard#top')
    assert.equal(safeIntendedPath('/admin/shop'), '/admin/shop')
  })

  test('{shown} is refused')
    .with(OFF_SITE.map((value) => ({ value, shown: JSON.stringify(value) })))
    .run(({ assert }, { value }) => {
      assert.isNull(safeIntendedPath(value))
    })

  test('dot segments are resolved and stay on the site', ({ assert }) => {
    assert.equal(safeIntendedPath('/a/./b/../account'), '/a/account')
    assert.equal(safeIntendedPath('/%2e/account'), '/account')
    assert.equal(safeIntendedPath('/../account?tab=connections'), '/account?tab=connections')
  })

  test('encoded text in the query stays as it came', ({ assert }) => {
    assert.equal(safeIntendedPath('/search?q=%2F%2Fnot-a-host'), '/search?q=%2F%2Fnot-a-host')
    assert.equal(safeIntendedPath('/a?x=1%26auth%3Dregister'), '/a?x=1%26auth%3Dregister')
    assert.equal(safeIntendedPath('/100%'), '/100%')
  })

  test('not a string is refused', ({ assert }) => {
    for (const value of [null, undefined, 42, ['/account'], { path: '/account' }]) {
      assert.isNull(safeIntendedPath(value))
    }
  })

  test('the login link encodes the page so the dialog parameter stays intact', ({ assert }) => {
    const link = loginPath('/account?tab=connections')
    assert.equal(link, '/?auth=login&intended=%2Faccount%3Ftab%3Dconnections')
    const params = new URL(link, 'http://x').searchParams
    assert.equal(params.get('auth'), 'login')
    assert.equal(params.get('intended'), '/account?tab=connections')
    assert.equal(loginPath('/a?x=1&auth=register'), '/?auth=login&intended=%2Fa%3Fx%3D1%26auth%3Dregister')
  })

  test('the home page, nothing or an unsafe target give the plain login link', ({ assert }) => {
    assert.equal(loginPath('/'), '/?auth=login')
    assert.equal(loginPath(null), '/?auth=login')
    assert.equal(loginPath('//evil.example'), '/?auth=login')
    assert.equal(loginPath('/.//evil.example/x'), '/?auth=login')
  })
})
