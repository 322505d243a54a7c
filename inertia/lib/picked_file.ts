import type { ChangeEvent } from 'react'
import { tNow } from '~/lib/i18n'

/** The file picked in a file input; the input is emptied, so picking the same file fires again */
export function takePickedFile(event: ChangeEvent<HTMLInputElement>): File | undefined {
  const file = event.target.files?.[0]
  event.target.value = ''
  return file
}

/** True for an image file; anything else is refused through `refuse` with the one message */
export function isImageFile(file: File, refuse: (message: string) => void): boolean {
  if (file.type.startsWith('image/')) return true
  refuse(tNow('client.select_image'))
  return false
}
