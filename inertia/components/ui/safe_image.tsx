import type { ImgHTMLAttributes } from 'react'
import { uploadedImageSize } from '@shared/images'
import { useImageStatus } from '~/hooks/use_image_status'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined
  /** shown instead when src is missing or fails; null hides the image */
  fallback: string | null
  /** a square box in px: width and height at once */
  size?: number
}

/**
 * An image that swaps to a fallback, or hides itself, when missing or broken. An upload that
 * records its pixel size in its name gets that width and height (the box keeps the image's
 * proportions before it arrives); the given width and height are for anything else.
 */
export function SafeImage({
  src,
  fallback,
  alt,
  size,
  width = size,
  height = size,
  ...rest
}: Props) {
  const status = useImageStatus(src)
  const shown = !src || status.broken ? fallback : src
  if (!shown) return null
  const box = uploadedImageSize(shown) ?? { width, height }
  return (
    <img
      ref={status.ref}
      src={shown}
      alt={alt}
      onError={status.onError}
      width={box.width}
      height={box.height}
      {...rest}
    />
  )
}
