import type User from '#models/user'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { deleteStoredImage, storeImage } from '#services/image_upload'
import { endOtherSessions } from '#services/accounts/sessions'

/**
 * Profile changes of the logged-in user. The avatar is checked by content and stored under a
 * generated name (storeImage throws ImageRejectedError and stores nothing on bad files);
 * the replaced file is removed.
 */
export async function changeAvatar(user: User, file: MultipartFile | null) {
  const previous = user.avatar
  user.avatar = await storeImage(file, 'avatars')
  await user.save()
  await deleteStoredImage(previous)
  return user.avatar
}

/** A new password ends the user's other sessions (a thief logged in elsewhere is out) */
export async function changePassword(user: User, password: string, currentSessionId: string) {
  user.password = password
  await user.save()
  await endOtherSessions(user.id, currentSessionId)
}

export async function setCelsiusUsername(user: User, celsiusUsername: string) {
  user.celsiusUsername = celsiusUsername
  await user.save()
}
