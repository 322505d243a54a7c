import type User from '#models/user'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { deleteStoredImage, storeImage } from '#infra/uploads/image_upload'
import type { Session } from '@adonisjs/session'
import { endOtherSessions } from '#services/accounts/session_list'
import { markSessionPassword } from '#services/accounts/sessions'

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
 * A new password ends the user's other sessions (a thief logged in elsewhere is out); the
 * session that changed it is marked with the new password and stays logged in.
 */
export async function changePassword(user: User, password: string, current: Session) {
  user.password = password
  await user.save()
  markSessionPassword(current, user)
  await endOtherSessions(user.id, current.sessionId)
}

export async function setCelsiusUsername(user: User, celsiusUsername: string) {
  user.celsiusUsername = celsiusUsername
  await user.save()
}
