/**
 * Two-factor sign-in: the second login step, turning it on and off. Codes are checked for
 * shape here; whether they are right is the service's question.
 */
import vine from '@vinejs/vine'
import { CatalogMessages } from '#infra/i18n/catalog_messages'
import { ACCOUNT } from '#shared/accounts'
import { TWO_FACTOR_MESSAGES as M } from '#shared/two_factor'
import { CONFIRMATION_MESSAGES } from '#shared/confirmation'

const code = () => vine.string().trim().maxLength(32)

const messages = new CatalogMessages({
  'code.required': M.codeRequired,
  'code.string': M.codeRequired,
  'code.maxLength': M.codeInvalid,
  'recovery_code.maxLength': M.recoveryCodeInvalid,
  'password.required': M.passwordWrong,
  'password.string': M.passwordWrong,
  'password.maxLength': M.passwordWrong,
  'required_without': M.codeRequired,
})

export const twoFactorLoginValidator = vine.create({
  code: code().optional().requiredIfMissing('recovery_code'),
  recovery_code: code().optional(),
})
twoFactorLoginValidator.messagesProvider = messages

export const twoFactorEnableValidator = vine.create({ code: code() })
twoFactorEnableValidator.messagesProvider = messages

export const twoFactorDisableValidator = vine.create({
  password: vine.string().maxLength(ACCOUNT.passwordMax),
  code: code(),
})
twoFactorDisableValidator.messagesProvider = messages

/** Deleting the account: the password, and a code when two-factor sign-in is on */
export const deleteAccountValidator = vine.create({
  password: vine.string().maxLength(ACCOUNT.passwordMax),
  code: code().optional(),
})
deleteAccountValidator.messagesProvider = messages

/** POST /api/auth/confirm: the password, or a two-factor (or recovery) code */
export const confirmIdentityValidator = vine.create({
  password: vine.string().maxLength(ACCOUNT.passwordMax).optional(),
  code: code().optional(),
})
confirmIdentityValidator.messagesProvider = new CatalogMessages({
  'password.string': CONFIRMATION_MESSAGES.missing,
  'password.maxLength': CONFIRMATION_MESSAGES.wrong,
  'code.string': CONFIRMATION_MESSAGES.missing,
  'code.maxLength': CONFIRMATION_MESSAGES.wrong,
})
