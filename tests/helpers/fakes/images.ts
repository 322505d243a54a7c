import drive from '@adonisjs/drive/services/main'
import { resetDatabase } from '#tests/helpers/database/database'

/** A real 1x1 PNG, for upload tests */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
)

/** Text that claims to be an image by its name only */
export const FAKE_PNG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')

/**
 * A group.each.setup for upload tests: a fresh database (`reset`: resetDatabase or
 * resetToDemoSite), with uploads on a fake disk until the returned function restores the real one
 */
export async function resetWithFakeUploads(reset: () => Promise<void> = resetDatabase) {
  await reset()
  drive.fake('fs')
  return () => drive.restore('fs')
}
