import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import { loginLimits } from '#infra/http/rate_limits'

class InvalidCredentials extends Error {}

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
    throw new InvalidCredentials()
  }
  if (!(await user.verifyPassword(password))) throw new InvalidCredentials()
  return user
}

/**
 * The user for the credentials, or null when they are wrong. Throws the limiter's
 * E_TOO_MANY_REQUESTS (answered as 429) while the address, or this username from this
 * address, is out of attempts.
 *
 * Every attempt is consumed before the password is checked (one atomic increment in the
 * limiter's store, no read-then-write), so a burst of parallel guesses cannot slip past the
 * limit; a success then gives the address its attempt back and clears the username's count.
 */
export async function attemptLogin(login: unknown, password: unknown, address: string) {
  if (typeof login !== 'string' || typeof password !== 'string' || !login || !password) return null
  const perAddress = loginLimits.address(address)
  const perUsername = loginLimits.usernameAtAddress(login, address)
  await perAddress.limiter.consume(perAddress.key)
  await perUsername.limiter.consume(perUsername.key)
  try {
    const user = await verifyCredentials(login, password)
    await perUsername.limiter.delete(perUsername.key)
    await perAddress.limiter.decrement(perAddress.key)
    return user
  } catch (error) {
    if (error instanceof InvalidCredentials) return null
    throw error
  }
}
