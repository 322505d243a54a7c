import { test } from '@japa/runner'
import {
  ACCOUNT_MESSAGES as M,
  celsiusUsernameError,
  changePasswordError,
  firstFieldError,
  looksLikeEmail,
  resetDialogPasswordError,
  resetPagePasswordError,
  resetRequestError,
  signupError,
} from '#shared/accounts'
import { en } from '#tests/helpers/i18n/english'

const valid = {
  username: 'NeonFan',
  email: 'fan@example.com',
  password: 'password1',
  confirm: 'password1',
}

test.group('Account rules / sign-up, in the order of docs/product.md#account-rules', () => {
  test('{0} -> {2}')
    .with([
      ['a valid form', {}, null],
      ['3-character username', { username: 'abc' }, M.usernameLength],
      ['21-character username', { username: 'a'.repeat(21) }, M.usernameLength],
      ['4-character username', { username: 'abcd' }, null],
      ['20-character username', { username: 'a'.repeat(20) }, null],
      ['bad email', { email: 'fan@example' }, M.emailInvalid],
      ['7-character password', { password: 'passwor', confirm: 'passwor' }, M.passwordShort],
      ['different confirmation', { confirm: 'password2' }, M.passwordsMustMatch],
      [
        'everything wrong: the username comes first',
        { username: 'a', email: 'x', password: '1', confirm: '2' },
        M.usernameLength,
      ],
      ['email and password wrong: the email comes first', { email: 'x', password: '1' }, M.emailInvalid],
    ] as const)
    .run(({ assert }, [, change, expected]) => {
      assert.equal(signupError({ ...valid, ...change }), expected)
    })
})

test.group('Account rules / the other forms', () => {
  test('reset request: empty, then invalid', ({ assert }) => {
    assert.equal(resetRequestError('  '), M.resetEmailRequired)
    assert.equal(resetRequestError('nope'), M.resetEmailInvalid)
    assert.isNull(resetRequestError('fan@example.com'))
  })

  test('reset dialog and reset page have their own wording', ({ assert }) => {
    assert.equal(en(resetDialogPasswordError('short', 'short')!), 'Password must be at least 8 characters')
    assert.equal(en(resetDialogPasswordError('password1', 'password2')!), 'Passwords do not match')
    assert.isNull(resetDialogPasswordError('password1', 'password1'))
    assert.equal(en(resetPagePasswordError('short', 'other')!), 'Password must be at least 8 characters long.')
    assert.equal(en(resetPagePasswordError('password1', 'password2')!), 'Passwords do not match.')
    assert.isNull(resetPagePasswordError('password1', 'password1'))
  })

  test('profile: change password and Celsius username', ({ assert }) => {
    assert.equal(en(changePasswordError('', '')!), 'Please enter a new password')
    assert.equal(en(changePasswordError('a', 'b')!), 'Passwords do not match')
    assert.isNull(changePasswordError('password1', 'password1'))
    assert.equal(en(celsiusUsernameError('   ')!), 'Please enter your Celsius username.')
    assert.isNull(celsiusUsernameError(' me '))
  })

  test('email shape and the first error of an errors map', ({ assert }) => {
    assert.isTrue(looksLikeEmail(' fan@example.com '))
    assert.isFalse(looksLikeEmail('fan @example.com'))
    assert.isFalse(looksLikeEmail('fan@example'))
    assert.equal(firstFieldError({ email: ['first', 'second'], password: ['third'] }), 'first')
    assert.isUndefined(firstFieldError({}))
    assert.isUndefined(firstFieldError(undefined))
  })
})
