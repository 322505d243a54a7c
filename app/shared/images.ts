/**
 * Stored uploads carry their pixel size in their name (`<folder>/<uuid>_<width>x<height>.webp`,
 * written by app/infra/uploads/image_upload.ts), so a page can set width and height on the <img>
 * before the file arrives (no layout shift) without another column or prop. Older uploads
 * (`<uuid>.png`) have no size in their name and keep working without one.
 */
const SIZED_UPLOAD = /^\/uploads\/[^?#]*_(\d{1,5})x(\d{1,5})\.[a-z0-9]+$/

export type ImageSize = { width: number; height: number }

/** The name of a stored upload that records its size */
export function sizedUploadName(uuid: string, size: ImageSize, extension: string) {
  return `${uuid}_${size.width}x${size.height}.${extension}`
}

/** The pixel size recorded in a stored upload's URL, or null when it records none */
export function uploadedImageSize(url: string | null | undefined): ImageSize | null {
  const match = url ? SIZED_UPLOAD.exec(url) : null
  if (!match) return null
  const width = Number(match[1])
  const height = Number(match[2])
  return width > 0 && height > 0 ? { width, height } : null
}
