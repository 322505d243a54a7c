/** A real 1x1 PNG, for upload tests */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
)

/** Text that claims to be an image by its name only */
export const FAKE_PNG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')
