import { randomUUID } from 'node:crypto'
import { open } from 'node:fs/promises'
import drive from '@adonisjs/drive/services/main'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { uploadKeyFromUrl, uploadUrl } from '#infra/uploads/public_files'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import type { MessageKey } from '#shared/messages'
import { sizedUploadName } from '#shared/images'

/** Uploads are images only, by content: PNG, JPEG, GIF or WebP, at most 5 MB. SVG is refused. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024

export const IMAGE_MESSAGES = {
  notAnImage: 'upload_rules.not_an_image',
  tooLarge: 'upload_rules.too_large',
} as const satisfies Record<string, MessageKey>

export type ImageKind = 'png' | 'jpg' | 'gif' | 'webp'

export type ImageFolder = 'avatars' | 'products' | 'leaderboards' | 'slots'

const SIGNATURES: { kind: ImageKind; test: (b: Buffer) => boolean }[] = [
  {
    kind: 'png',
    test: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { kind: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { kind: 'gif', test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    kind: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
]

/** The image kind of a file by its first bytes (its magic number), whatever its name says */
export function sniffImage(head: Buffer): ImageKind | null {
  return SIGNATURES.find((s) => s.test(head))?.kind ?? null
}

async function readHead(path: string) {
  const handle = await open(path, 'r')
  try {
    const buffer = Buffer.alloc(16)
    const { bytesRead } = await handle.read(buffer, 0, 16, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * The stored size per folder: the largest the pages show it, at twice the CSS pixels.
 * Avatars are cropped square (shown round at 28 to 72 px); product images (at most 160 px
 * tall on the store card) and leaderboard images (the winners dialog, up to 800 px wide)
 * keep their proportions within the box and are never enlarged.
 */
export const IMAGE_SIZES: Record<ImageFolder, { width: number; height: number; crop: boolean }> = {
  avatars: { width: 160, height: 160, crop: true },
  products: { width: 480, height: 480, crop: false },
  leaderboards: { width: 1600, height: 1600, crop: false },
  /** a catalog slot's picture: the slot page and the stream overlay show it up to 240 px */
  slots: { width: 480, height: 480, crop: false },
}

/** Decoding stops beyond this many pixels (a small file can claim a huge canvas) */
export const IMAGE_MAX_PIXELS = 40_000_000

const WEBP_QUALITY = 80

/**
 * sharp (libvips) is loaded with the first upload, not at boot: a web process that never
 * receives one does not carry the library. Its operation cache is off (every upload is a
 * different file, so it would only hold memory) and one thread encodes at a time.
 */
let sharpModule: Promise<typeof import('sharp').default> | undefined
function loadSharp() {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    sharp.concurrency(1)
    return sharp
  })
  return sharpModule
}

/**
 * Decodes the upload and writes it again as WebP at its folder's size: only our encoder's
 * output is ever stored or served (no EXIF, GPS or colour profile, no polyglot payload).
 * Animated images keep their first frame. Anything sharp cannot decode is refused.
 */
async function reencode(path: string, folder: ImageFolder) {
  const size = IMAGE_SIZES[folder]
  const sharp = await loadSharp()
  try {
    const image = sharp(path, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
    const metadata = await image.metadata()
    if (!metadata.width || !metadata.height) return null
    return await image
      .rotate() // apply the EXIF orientation before it is dropped
      .resize({
        width: size.width,
        height: size.height,
        fit: size.crop ? 'cover' : 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true })
  } catch {
    // not decodable, truncated, or over the pixel limit
    return null
  }
}

/**
 * Checks an uploaded file by content and size, re-encodes it (WebP at the size the pages
 * show, see IMAGE_SIZES) and stores it through Drive under a generated name that records
 * its pixel size (app/shared/images.ts). Returns the public URL. A file that is not a
 * decodable PNG, JPEG, GIF or WebP is refused with a readable message
 * (ActionRefusedException, 422) and nothing is stored.
 */
export async function storeImage(file: MultipartFile | null | undefined, folder: ImageFolder) {
  if (!file || !file.tmpPath)
    throw new ActionRefusedException(ERROR_CODES.unusableInput, IMAGE_MESSAGES.notAnImage)
  if (file.size > IMAGE_MAX_BYTES)
    throw new ActionRefusedException(ERROR_CODES.unusableInput, IMAGE_MESSAGES.tooLarge)
  if (!sniffImage(await readHead(file.tmpPath)))
    throw new ActionRefusedException(ERROR_CODES.unusableInput, IMAGE_MESSAGES.notAnImage)
  const encoded = await reencode(file.tmpPath, folder)
  if (!encoded)
    throw new ActionRefusedException(ERROR_CODES.unusableInput, IMAGE_MESSAGES.notAnImage)

  const { width, height } = encoded.info
  const key = `${folder}/${sizedUploadName(randomUUID(), { width, height }, 'webp')}`
  await drive.use().put(key, encoded.data, { contentType: 'image/webp' })
  return uploadUrl(key)
}

/** Removes a stored upload by its public URL; files that are not ours are left alone */
export async function deleteStoredImage(url: string | null | undefined) {
  const key = uploadKeyFromUrl(url)
  if (key) await drive.use().delete(key)
}
