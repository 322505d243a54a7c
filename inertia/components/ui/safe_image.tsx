import type { ImgHTMLAttributes } from 'react'
import { useImageStatus } from '~/hooks/use_image_status'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined
  /** shown instead when src is missing or fails; null hides the image */
  fallback: string | null
}

/** An image that swaps to a fallback, or hides itself, when missing or broken */
export function SafeImage({ src, fallback, alt, ...rest }: Props) {
  const status = useImageStatus(src)
  const shown = !src || status.broken ? fallback : src
  if (!shown) return null
  return <img ref={status.ref} src={shown} alt={alt} onError={status.onError} {...rest} />
}
