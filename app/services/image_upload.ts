import { randomUUID } from 'node:crypto'
import { open } from 'node:fs/promises'
import drive from '@adonisjs/drive/services/main'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { uploadKeyFromUrl, uploadUrl } from '#services/uploads/public_files'
import ActionRefusedException from '#exceptions/action_refused_exception'

/** Uploads are images only, by content: PNG, JPEG, GIF or WebP, at most 5 MB. SVG is refused. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024

export type ImageKind = 'png' | 'jpg' | 'gif' | 'webp'

export type ImageFolder = 'avatars' | 'products' | 'leaderboards'

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
 * Checks an uploaded file by content and size, then stores it through Drive under a
 * generated name. Returns the public URL. A file that is not an image is refused with a
 * readable message (ActionRefusedException, 422) and nothing is stored.
 */
export async function storeImage(file: MultipartFile | null | undefined, folder: ImageFolder) {
  if (!file || !file.tmpPath) throw new ActionRefusedException('Please select an image file')
  if (file.size > IMAGE_MAX_BYTES)
    throw new ActionRefusedException('The image must be 5 MB or smaller')
  const kind = sniffImage(await readHead(file.tmpPath))
  if (!kind) throw new ActionRefusedException('Please select an image file')

  const key = `${folder}/${randomUUID()}.${kind}`
  await file.moveToDisk(key, { contentType: `image/${kind === 'jpg' ? 'jpeg' : kind}` })
  return uploadUrl(key)
}

/** Removes a stored upload by its public URL; files that are not ours are left alone */
export async function deleteStoredImage(url: string | null | undefined) {
  const key = uploadKeyFromUrl(url)
  if (key) await drive.use().delete(key)
}
