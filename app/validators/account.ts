/**
 * Account validators: sign-up, password reset, profile. The rules are the client's (see docs/product.md,
 * "Account rules") plus what only the server can check (uniqueness, maximum lengths, characters),
 * with the same messages, so the dialogs can show whichever side answered.
 */
import vine from '@vinejs/vine'
import { ACCOUNT, USERNAME_PATTERN } from '#shared/accounts'
import { ACCOUNT_MESSAGES as M } from '#shared/accounts'
import { SAFE_NAME } from '#shared/names'
import { CatalogMessages, type RuleMessage } from '#infra/i18n/catalog_messages'

/** The one username rule: sign-up, the admin rename and `admin:create` all build on it */
export const username = () =>
  vine
    .string()
    .trim()
    .minLength(ACCOUNT.usernameMin)
    .maxLength(ACCOUNT.usernameMax)
    .regex(USERNAME_PATTERN)

/** The username rule's messages, the same wherever a name is set */
export const usernameMessages: Record<string, RuleMessage> = {
  'username.required': M.usernameLength,
  'username.string': M.usernameLength,
  'username.minLength': M.usernameLength,
  'username.maxLength': M.usernameLength,
  'username.regex': M.usernameCharacters,
}

const passwordTooLong = { key: M.passwordTooLong, values: { max: ACCOUNT.passwordMax } }

const email = () => vine.string().trim().toLowerCase().maxLength(254).email()

const newPassword = () =>
  vine.string().minLength(ACCOUNT.passwordMin).maxLength(ACCOUNT.passwordMax)

/** The sign-up rules' messages, shared by every form of creating an account */
const newAccountMessages: Record<string, RuleMessage> = {
  ...usernameMessages,
  'username.database.unique': M.usernameTaken,
  'email.required': M.emailInvalid,
  'email.string': M.emailInvalid,
  'email.maxLength': M.emailInvalid,
  'email.email': M.emailInvalid,
  'email.database.unique': M.emailTaken,
  'password.required': M.passwordShort,
  'password.string': M.passwordShort,
  'password.minLength': M.passwordShort,
  'password.maxLength': passwordTooLong,
}

export const registerValidator = vine.create({
  username: username().unique({ table: 'users', column: 'username', caseInsensitive: true }),
  email: email().unique({ table: 'users', column: 'email', caseInsensitive: true }),
  password: newPassword(),
})
registerValidator.messagesProvider = new CatalogMessages(newAccountMessages)

/**
 * `node ace admin:create`: the sign-up rules without uniqueness (a name or address that is
 * taken means "promote that user"); no password means one is generated.
 */
export const adminAccountValidator = vine.create({
  username: username(),
  email: email(),
  password: newPassword().optional(),
})
adminAccountValidator.messagesProvider = new CatalogMessages(newAccountMessages)

export const resetRequestValidator = vine.create({
  email: email().exists({ table: 'users', column: 'email', caseInsensitive: true }),
})
resetRequestValidator.messagesProvider = new CatalogMessages({
  'email.required': M.resetEmailRequired,
  'email.string': M.resetEmailInvalid,
  'email.maxLength': M.resetEmailInvalid,
  'email.email': M.resetEmailInvalid,
  'email.database.exists': M.resetEmailNotFound,
})

export const resetPasswordValidator = vine.create({
  token: vine.string().trim().maxLength(200),
  password: newPassword(),
})
resetPasswordValidator.messagesProvider = new CatalogMessages({
  'token.required': M.resetTokenInvalid,
  'token.string': M.resetTokenInvalid,
  'token.maxLength': M.resetTokenInvalid,
  'password.required': M.resetDialogPasswordShort,
  'password.string': M.resetDialogPasswordShort,
  'password.minLength': M.resetDialogPasswordShort,
  'password.maxLength': passwordTooLong,
})

export const changePasswordValidator = vine.create({
  // first, so a form without it is answered about it first (as the dialog checks)
  current_password: vine.string().minLength(1).maxLength(ACCOUNT.passwordMax),
  password: newPassword().confirmed(),
  // listed (optional: `confirmed` above is the rule) so the typed client sends it
  password_confirmation: vine.string().optional(),
})
changePasswordValidator.messagesProvider = new CatalogMessages({
  'current_password.required': M.currentPasswordRequired,
  'current_password.string': M.currentPasswordRequired,
  'current_password.minLength': M.currentPasswordRequired,
  // longer than any password can be: it cannot be the current one
  'current_password.maxLength': M.currentPasswordWrong,
  'password.required': M.newPasswordRequired,
  'password.string': M.newPasswordRequired,
  'password.minLength': M.resetDialogPasswordShort,
  'password.maxLength': passwordTooLong,
  'password.confirmed': M.newPasswordsDiffer,
  'password_confirmation.confirmed': M.newPasswordsDiffer,
  'password_confirmation.string': M.newPasswordsDiffer,
})

export const celsiusUsernameValidator = vine.create({
  celsius_username: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(ACCOUNT.celsiusMax)
    .regex(SAFE_NAME),
})
celsiusUsernameValidator.messagesProvider = new CatalogMessages({
  'celsius_username.required': M.celsiusRequired,
  'celsius_username.string': M.celsiusRequired,
  'celsius_username.minLength': M.celsiusRequired,
  'celsius_username.maxLength': {
    key: M.celsiusTooLong,
    values: { max: ACCOUNT.celsiusMax },
  },
  'celsius_username.regex': M.celsiusCharacters,
})

/**
 * Login: two strings. Anything else is refused as an unknown login (401), never as a
 * validation error, so the answer does not tell which part was wrong.
 */
export const loginValidator = vine.create({ username: vine.string(), password: vine.string() })
