import { test } from '@japa/runner'
import { loginPath, safeIntendedPath } from '#shared/accounts'

test.group('Login link / the page to come back to', () => {
  test('a path of this site is kept with its query and fragment', ({ assert }) => {
    assert.equal(safeIntendedPath('/account?tab=connections'), '/account?tab=connections')
    assert.equal(safeIntendedPath('/leaderboard#top'), '/leaderboard#top')
    assert.equal(safeIntendedPath('/admin/shop'), '/admin/shop')
  })

  test('{0} is refused')
    .with([
      ['//evil.example/x'],
      ['/\\evil.example'],
      ['/\t/evil.example'],
      ['https://evil.example/'],
      ['javascript:alert(1)'],
      ['account'],
      [''],
      [`/${'a'.repeat(3000)}`],
    ])
    .run(({ assert }, [value]) => {
      assert.isNull(safeIntendedPath(value))
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
  })
})
