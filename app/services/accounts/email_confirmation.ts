import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import User from '#models/user'
import ConfirmEmailMail from '#mails/confirm_email_mail'
import { ACCOUNT } from '#shared/accounts'

/**
 * Email confirmation by a signed link (APP_KEY signature, purpose-bound, expiring): nothing
 * to store, and the link only ever confirms the account it was made for.
 */
export const EMAIL_CONFIRMATION_PURPOSE = 'confirm_email'

export function emailConfirmationUrl(user: Pick<User, 'id'>) {
  return signedUrlFor(
    'email_confirmation',
    { id: user.id },
    {
      expiresIn: `${ACCOUNT.confirmLinkDays} days`,
      purpose: EMAIL_CONFIRMATION_PURPOSE,
      prefixUrl: appUrl,
    }
  )
}

export async function sendEmailConfirmation(user: User) {
  const url = emailConfirmationUrl(user)
  await mail.send(new ConfirmEmailMail(user, url))
}

/** Sign-up must not fail because a mail server is down: the user can ask for a new mail */
export async function trySendEmailConfirmation(user: User) {
  try {
    await sendEmailConfirmation(user)
  } catch (error) {
    logger.error({ err: error, userId: user.id }, 'could not send the email confirmation mail')
  }
}

/** Marks the address confirmed (once; later clicks change nothing) */
export async function confirmEmail(userId: number) {
  const user = await User.find(userId)
  if (!user) return null
  if (!user.emailVerifiedAt) {
    user.emailVerifiedAt = DateTime.utc()
    await user.save()
  }
  return user
}
