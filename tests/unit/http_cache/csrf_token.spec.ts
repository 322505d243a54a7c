import { test } from '@japa/runner'
import { isValidCsrfToken, issueCsrfToken, sameToken } from '#http_cache/csrf_token'

test.group('CSRF tokens', () => {
  test('a token verifies for the session id it was issued for, and only that one', ({ assert }) => {
    const token = issueCsrfToken('session-a')
    assert.match(token, /^[\w-]+\.[\w-]+$/)
    assert.isTrue(isValidCsrfToken(token, 'session-a'))
    assert.isFalse(isValidCsrfToken(token, 'session-b'))
    assert.notEqual(issueCsrfToken('session-a'), token, 'each token has its own nonce')
  })

  test('a changed nonce or signature, or a malformed token, does not verify', ({ assert }) => {
    const token = issueCsrfToken('session-a')
    const [nonce, signature] = token.split('.')
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1)
    for (const bad of [
      `${flip(nonce)}.${signature}`,
      `${nonce}.${flip(signature)}`,
      `${nonce}.${signature}.extra`,
      `${nonce}.`,
      `.${signature}`,
      nonce,
      '',
      `${token}${'x'.repeat(200)}`,
      undefined,
      42,
    ]) {
      assert.isFalse(isValidCsrfToken(bad, 'session-a'), String(bad))
    }
  })

  test('sameToken compares whole strings', ({ assert }) => {
    assert.isTrue(sameToken('abc.def', 'abc.def'))
    assert.isFalse(sameToken('abc.def', 'abc.deg'))
    assert.isFalse(sameToken('abc.def', 'abc.de'))
  })
})
