import hash from '@adonisjs/core/services/hash'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'

/**
 * Failed logins are also counted per username (the route's throttle counts per IP), so a
 * password cannot be guessed from many addresses. A success clears the username's count.
 */
export const LOGIN_FAILURES_PER_USERNAME = 5

const usernameLimiter = () =>
  limiter.use({
    requests: LOGIN_FAILURES_PER_USERNAME,
    duration: '15 minutes',
    blockDuration: '15 minutes',
  })

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
 * E_TOO_MANY_REQUESTS (answered as 429) while the username is locked.
 */
export async function attemptLogin(login: unknown, password: unknown) {
  if (typeof login !== 'string' || typeof password !== 'string' || !login || !password) return null
  const key = `login_username:${login.trim().toLowerCase()}`
  try {
    const [throttled, user] = await usernameLimiter().penalize(key, () =>
      verifyCredentials(login, password)
    )
    if (throttled) throw throttled
    return user
  } catch (error) {
    if (error instanceof InvalidCredentials) return null
    throw error
  }
}
