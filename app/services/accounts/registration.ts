import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import { ACCOUNT_MESSAGES, type FieldErrors } from '#shared/accounts'
import { isUniqueViolation } from '#infra/db/errors'
import { currentI18n } from '#infra/i18n/catalog_messages'

export type NewAccount = { username: string; email: string; password: string }

/** The field error for a name or address another account already holds (any letter case) */
async function takenFieldError(
  client: QueryClientContract,
  input: NewAccount
): Promise<FieldErrors | null> {
  const holder = await User.query({ client })
    .whereRaw('lower(username) = ?', [input.username.toLowerCase()])
    .orWhereRaw('lower(email) = ?', [input.email.toLowerCase()])
    .first()
  if (!holder) return null
  if (holder.username.toLowerCase() === input.username.toLowerCase()) {
    return { username: [currentI18n().t(ACCOUNT_MESSAGES.usernameTaken)] }
  }
  return { email: [currentI18n().t(ACCOUNT_MESSAGES.emailTaken)] }
}

/**
 * Creates the account. The validator already refused taken names and addresses; the lookup
 * is repeated inside the transaction, and if another sign-up still slips in between, the
 * case-insensitive unique indexes refuse the row and the lookup names the field again.
 * The decision never reads the database's error text: the driver's message includes the
 * whole INSERT (every column name), so it cannot tell which index refused.
 */
export async function registerUser(
  input: NewAccount
): Promise<{ user: User } | { errors: FieldErrors }> {
  try {
    return await db.transaction(async (trx) => {
      const errors = await takenFieldError(trx, input)
      if (errors) return { errors }
      const user = await User.create(
        {
          username: input.username,
          email: input.email,
          password: input.password,
          balance: 0,
        },
        { client: trx }
      )
      return { user }
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const errors = await takenFieldError(db.connection(), input)
    if (errors) return { errors }
    throw error
  }
}
