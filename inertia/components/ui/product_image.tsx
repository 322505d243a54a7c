import type { ComponentProps } from 'react'
import { SafeImage } from '~/components/ui/safe_image'

const DEFAULT_PRODUCT_IMAGE = '/assets-static/default-product.svg'

/** The framed tile of a product in the admin tables and the product form's preview */
const FRAME = 'shrink-0 rounded-lg bg-night-800 object-cover ring-1 ring-white/10'

type Props = Omit<ComponentProps<typeof SafeImage>, 'fallback' | 'width' | 'height'> & {
  /** its box in px (square) until the image says its own size */
  size: number
  /** drawn as a framed tile (the caller's className sizes it) */
  framed?: boolean
}

/**
 * A product's picture, in the store and in the admin screens: the default picture when the
 * product has none or it fails to load. Decorative unless given an `alt` (in the store its
 * name is always beside it).
 */
export function ProductImage({ size, framed = false, alt = '', className = '', ...rest }: Props) {
  return (
    <SafeImage
      fallback={DEFAULT_PRODUCT_IMAGE}
      alt={alt}
      size={size}
      className={framed ? `${FRAME} ${className}` : className}
      {...rest}
    />
  )
}
