import type { ComponentProps } from 'react'
import { SafeImage } from '~/components/ui/safe_image'

const DEFAULT_PRODUCT_IMAGE = '/assets-static/default-product.svg'

type Props = Omit<ComponentProps<typeof SafeImage>, 'fallback' | 'alt' | 'width' | 'height'> & {
  /** its box in px (square) until the image says its own size */
  size: number
}

/**
 * A product's picture, decorative (its name is always beside it); the default picture when the
 * product has none or it fails to load
 */
export function ProductImage({ size, ...rest }: Props) {
  return <SafeImage fallback={DEFAULT_PRODUCT_IMAGE} alt="" width={size} height={size} {...rest} />
}
