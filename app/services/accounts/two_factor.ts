import { createHash, randomInt } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import encryption from '@adonisjs/core/services/encryption'
import db from '@adonisjs/lucid/services/db'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import type User from '#models/user'
import { recordOwnAudit } from '#services/audit/record_audit'
import { dbTimestamp } from '#infra/db/time'
import { affectedRows } from '#infra/db/writes'
import { throttledCheck } from '#services/accounts/login'
import env from '#start/env'
import {
  RECOVERY_CODE_PATTERN,
  TWO_FACTOR,
  TWO_FACTOR_MESSAGES as M,
  TOTP_CODE_PATTERN,
  normaliseRecoveryCode,
  normaliseTotpCode,
} from '#shared/two_factor'

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238, through otpauth). The secret
 * is stored encrypted under APP_KEY; a code is accepted once (the time step it was made for
 * must be later than the last one accepted, moved by a conditional UPDATE, so two requests
 * racing with the same code cannot both pass); ten recovery codes are stored as SHA-256
 * digests and each is consumed by a conditional UPDATE.
 */
const SECRET_PURPOSE = 'two-factor-secret'
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

function totpFor(user: Pick<User, 'username'>, secret: Secret) {
  return new TOTP({
    issuer: TWO_FACTOR.issuer,
    label: user.username,
    algorithm: 'SHA1',
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.periodSeconds,
    secret,
  })
}

function storedSecret(user: User): Secret | null {
  if (!user.twoFactorSecret) return null
  const base32 = encryption.decrypt<string>(user.twoFactorSecret, SECRET_PURPOSE)
  return base32 ? Secret.fromBase32(base32) : null
}

const digest = (code: string) => createHash('sha256').update(code).digest('hex')

function newRecoveryCode() {
  const pick = () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]
  const group = () => Array.from({ length: 5 }, pick).join('')
  return `${group()}-${group()}`
}

export function hasTwoFactor(user: Pick<User, 'twoFactorEnabledAt'>) {
  return user.twoFactorEnabledAt !== null
}

/**
 * Starts (or restarts) the setup: a new secret, stored but not in force until a code from it
 * is entered. Answers what the authenticator app needs: the secret, its otpauth:// URL and the
 * URL as a QR code (SVG).
 */
export async function beginTwoFactorSetup(user: User) {
  if (hasTwoFactor(user)) throw new ActionRefusedException(ERROR_CODES.invalidState, M.alreadyOn)
  const secret = new Secret({ size: 20 })
  await db
    .from('users')
    .where('id', user.id)
    .whereNull('two_factor_enabled_at')
    .update({
      two_factor_secret: encryption.encrypt(secret.base32, undefined, SECRET_PURPOSE),
      two_factor_last_step: null,
    })
  const otpauthUrl = totpFor(user, secret).toString()
  const qrSvg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  })
  return { secret: secret.base32, otpauth_url: otpauthUrl, qr_svg: qrSvg }
}

/**
 * The time step of a valid code for the user's secret, or null. `at` is for tests only: a
 * code is always checked against the current time in the app.
 */
function validStep(user: User, secret: Secret, code: string, at = Date.now()) {
  const token = normaliseTotpCode(code)
  if (!TOTP_CODE_PATTERN.test(token)) return null
  const delta = totpFor(user, secret).validate({ token, timestamp: at, window: TWO_FACTOR.window })
  if (delta === null) return null
  return Math.floor(at / 1000 / TWO_FACTOR.periodSeconds) + delta
}

/** Accepts the code once: the step must be later than the last accepted one */
async function consumeTotp(user: User, secret: Secret, code: string) {
  const step = validStep(user, secret, code)
  if (step === null) return false
  const updated = await db
    .from('users')
    .where('id', user.id)
    .where((query) =>
      query.whereNull('two_factor_last_step').orWhere('two_factor_last_step', '<', step)
    )
    .update({ two_factor_last_step: step })
  return affectedRows(updated) === 1
}

async function consumeRecoveryCode(userId: number, code: string) {
  const normalised = normaliseRecoveryCode(code)
  if (!RECOVERY_CODE_PATTERN.test(normalised)) return false
  const updated = await db
    .from('two_factor_recovery_codes')
    .where({ user_id: userId, code_hash: digest(normalised) })
    .whereNull('used_at')
    .update({ used_at: dbTimestamp(db.connection()) })
  return affectedRows(updated) === 1
}

/**
 * Turns two-factor sign-in on with the first code from the app, and answers ten new recovery
 * codes (shown once: only their digests are kept)
 */
export async function enableTwoFactor(user: User, code: string) {
  if (hasTwoFactor(user)) throw new ActionRefusedException(ERROR_CODES.invalidState, M.alreadyOn)
  const secret = storedSecret(user)
  if (!secret) throw new ActionRefusedException(ERROR_CODES.invalidState, M.setupFirst)
  if (!(await consumeTotp(user, secret, code)))
    throw new ActionRefusedException(ERROR_CODES.wrongCredentials, M.codeInvalid)

  const codes = Array.from({ length: TWO_FACTOR.recoveryCodes }, newRecoveryCode)
  await db.transaction(async (trx) => {
    const updated = await trx
      .from('users')
      .where('id', user.id)
      .whereNull('two_factor_enabled_at')
      .update({ two_factor_enabled_at: dbTimestamp(trx) })
    if (affectedRows(updated) !== 1)
      throw new ActionRefusedException(ERROR_CODES.invalidState, M.alreadyOn)
    await trx.from('two_factor_recovery_codes').where('user_id', user.id).delete()
    const createdAt = dbTimestamp(trx)
    await trx
      .insertQuery()
      .table('two_factor_recovery_codes')
      .multiInsert(
        codes.map((c) => ({ user_id: user.id, code_hash: digest(c), created_at: createdAt }))
      )
    await recordOwnAudit(trx, user.id, 'user.two_factor.enable', {
      before: { two_factor: false },
      after: { two_factor: true },
    })
  })
  return codes
}

/**
 * The second step's check: a code from the app (once) or an unused recovery code. Either may
 * be given; a recovery code typed into the code field counts too.
 */
export async function verifySecondFactor(
  user: User,
  input: { code?: string | null; recovery_code?: string | null }
) {
  if (!hasTwoFactor(user)) return true
  const secret = storedSecret(user)
  if (input.code && secret && (await consumeTotp(user, secret, input.code))) return true
  const recovery = input.recovery_code ?? input.code
  return Boolean(recovery) && (await consumeRecoveryCode(user.id, recovery!))
}

/**
 * The password and, with two-factor sign-in on, a code (or a recovery code), checked as one
 * under the login limits (the code per account too, throttledCheck): before turning
 * two-factor sign-in off or deleting the account. The code is checked only after a right
 * password, and a refusal never says which of the two was wrong.
 */
export async function verifyPasswordAndCode(
  user: User,
  input: { password: string; code?: string | null },
  address: string
) {
  const twoFactor = hasTwoFactor(user)
  if (twoFactor && !input.code)
    throw new ActionRefusedException(ERROR_CODES.unusableInput, M.codeRequired)
  const limits = { login: user.username, address, codeOf: twoFactor ? user.id : undefined }
  const passed = await throttledCheck(limits, async () => {
    if (!(await user.verifyPassword(input.password))) return null
    if (twoFactor && !(await verifySecondFactor(user, { code: input.code }))) return null
    return user
  })
  if (!passed) {
    throw new ActionRefusedException(
      ERROR_CODES.wrongCredentials,
      twoFactor ? M.passwordOrCodeWrong : M.passwordWrong
    )
  }
}

/** Turns two-factor sign-in off: the password and a current code (or a recovery code) */
export async function disableTwoFactor(
  user: User,
  input: { password: string; code: string },
  address: string
) {
  if (!hasTwoFactor(user)) throw new ActionRefusedException(ERROR_CODES.invalidState, M.notOn)
  await verifyPasswordAndCode(user, input, address)
  await db.transaction(async (trx) => {
    await trx.from('users').where('id', user.id).update({
      two_factor_secret: null,
      two_factor_enabled_at: null,
      two_factor_last_step: null,
    })
    await trx.from('two_factor_recovery_codes').where('user_id', user.id).delete()
    await recordOwnAudit(trx, user.id, 'user.two_factor.disable', {
      before: { two_factor: true },
      after: { two_factor: false },
    })
  })
}

/** How many recovery codes the user has left (shown on the Security tab) */
export async function recoveryCodesLeft(userId: number) {
  const row = await db
    .from('two_factor_recovery_codes')
    .where('user_id', userId)
    .whereNull('used_at')
    .count('* as total')
    .first()
  return Number(row?.total ?? 0)
}

/**
 * STAFF_2FA: whether staff must have two-factor sign-in on before an admin page or admin
 * route answers (`required`, the default in production, or `optional`)
 */
export function staffTwoFactorRequired() {
  return (env.get('STAFF_2FA') ?? (app.inProduction ? 'required' : 'optional')) === 'required'
}
