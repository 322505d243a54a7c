import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import { loginLimits } from '#infra/http/rate_limits'

/**
 * Username or email, in any letter case. An unknown name still costs one hash, so the answer
 * time does not tell which names exist.
 */
async function verifyCredentials(login: string, password: string) {
  const lowered = login.trim().toLowerCase()
  const user = await User.query()
    .whereRaw('lower(username) = ?', [lowered])
    .orWhereRaw('lower(email) = ?', [lowered])
    .first()
  if (!user) {
    await hash.make(password)
    return null
  }
  return (await user.verifyPassword(password)) ? user : null
}

/**
 * Runs one password or code check under the login limits: per client address, and per `login`
 * (the name it is made for) at that address; with `codeOf` (a two-factor code is part of the
 * check), also per account, from any address (loginLimits.codesOfAccount). Throws the
 * limiter's E_TOO_MANY_REQUESTS (answered as 429) while any of them is out of attempts.
 * Answers what `check` found, null when it failed.
 *
 * Every attempt is consumed before the check runs (one atomic increment in the limiter's
 * store, no read-then-write), so a burst of parallel guesses cannot slip past the limit; a
 * success then gives the address and the account their attempt back and clears the name's
 * count.
 */
export async function throttledCheck<T>(
  limits: { login: string; address: string; codeOf?: number },
  check: () => Promise<T | null>
): Promise<T | null> {
  const perAddress = loginLimits.address(limits.address)
  const perUsername = loginLimits.usernameAtAddress(limits.login, limits.address)
  const perAccount = limits.codeOf === undefined ? null : loginLimits.codesOfAccount(limits.codeOf)
  await perAddress.limiter.consume(perAddress.key)
  await perUsername.limiter.consume(perUsername.key)
  if (perAccount) await perAccount.limiter.consume(perAccount.key)
  const found = await check()
  if (found === null) return null
  await perUsername.limiter.delete(perUsername.key)
  await perAddress.limiter.decrement(perAddress.key)
  if (perAccount) await perAccount.limiter.decrement(perAccount.key)
  return found
}

/** A password check under the login limits (throttledCheck) */
export function throttledPasswordCheck<T>(
  login: string,
  address: string,
  check: () => Promise<T | null>
): Promise<T | null> {
  return throttledCheck({ login, address }, check)
}

/**
 * The user for the credentials, or null when they are wrong; throttled by
 * throttledPasswordCheck (429 while the address, or this username from this address, is out
 * of attempts).
 */
export async function attemptLogin(login: unknown, password: unknown, address: string) {
  if (typeof login !== 'string' || typeof password !== 'string' || !login || !password) return null
  return throttledPasswordCheck(login, address, () => verifyCredentials(login, password))
}
