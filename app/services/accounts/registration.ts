import User from '#models/user'
import { ACCOUNT_MESSAGES, type FieldErrors } from '#shared/accounts'

export type NewAccount = { username: string; email: string; password: string }

/**
 * Creates the account. The validator already refused taken names and addresses; if another
 * sign-up took one in between, the case-insensitive unique indexes refuse it and the same
 * field error is answered.
 */
export async function registerUser(
  input: NewAccount
): Promise<{ user: User } | { errors: FieldErrors }> {
  try {
    const user = await User.create({
      username: input.username,
      email: input.email,
      password: input.password,
      balance: 0,
      admin: false,
    })
    return { user }
  } catch (error) {
    const text = String((error as Error)?.message ?? '')
    if (/username/i.test(text) && /unique/i.test(text))
      return { errors: { username: [ACCOUNT_MESSAGES.usernameTaken] } }
    if (/email/i.test(text) && /unique/i.test(text))
      return { errors: { email: [ACCOUNT_MESSAGES.emailTaken] } }
    throw error
  }
}
