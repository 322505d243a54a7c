import type User from '#models/user'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { deleteStoredImage, storeImage } from '#infra/uploads/image_upload'
import type { Session } from '@adonisjs/session'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import { ERROR_CODES } from '#shared/errors'
import ActionRefusedException from '#exceptions/action_refused_exception'
import PasswordChangedMail from '#mails/password_changed_mail'
import { endOtherSessions } from '#services/accounts/session_list'
import { markSessionPassword } from '#services/accounts/sessions'
import { throttledPasswordCheck } from '#services/accounts/login'
import { ACCOUNT_MESSAGES } from '#shared/accounts'

/**
 * Profile changes of the logged-in user. The avatar is checked by content and stored under a
 * generated name (storeImage refuses bad files and stores nothing then);
 * the replaced file is removed.
 */
export async function changeAvatar(user: User, file: MultipartFile | null) {
  const previous = user.avatar
  user.avatar = await storeImage(file, 'avatars')
  await user.save()
  await deleteStoredImage(previous)
  return user.avatar
}

/**
 * A password change needs the current password (OWASP ASVS V6.2.3), checked under the login
 * limits of this username at this address, so the form is no way around them (a wrong one
 * answers 422 and changes nothing; too many answer 429). The new password ends the user's
 * other sessions (a thief logged in elsewhere is out); the session that changed it is marked
 * with the new password and stays logged in. The account's address is told by mail.
 */
export async function changePassword(
  user: User,
  { current, password }: { current: string; password: string },
  session: Session,
  address: string
) {
  const verified = await throttledPasswordCheck(user.username, address, async () =>
    (await user.verifyPassword(current)) ? user : null
  )
  if (!verified)
    throw new ActionRefusedException(
      ERROR_CODES.currentPassword,
      ACCOUNT_MESSAGES.currentPasswordWrong
    )
  user.password = password
  await user.save()
  markSessionPassword(session, user)
  await endOtherSessions(user.id, session.sessionId)
  await tellPasswordChanged(user)
}

/** The change is made: a mail server that is down must not turn it into an error */
async function tellPasswordChanged(user: User) {
  try {
    await mail.send(new PasswordChangedMail(user, new Date()))
  } catch (error) {
    logger.error({ err: error, userId: user.id }, 'could not send the password-changed mail')
  }
}

export async function setCelsiusUsername(user: User, celsiusUsername: string) {
  user.celsiusUsername = celsiusUsername
  await user.save()
}
