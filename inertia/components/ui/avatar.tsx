import { SafeImage } from '~/components/ui/safe_image'

export const DEFAULT_AVATAR = '/assets-static/default-avatar.svg'

/** A round avatar that falls back to the default image when missing or broken */
export function Avatar({
  src,
  alt,
  size = 32,
  className = '',
  loading,
}: {
  src: string | null | undefined
  alt: string
  size?: number
  className?: string
  /** "lazy" below the first screen (no preload hint, fetched when scrolled near) */
  loading?: 'lazy' | 'eager'
}) {
  return (
    <SafeImage
      src={src}
      fallback={DEFAULT_AVATAR}
      alt={alt}
      size={size}
      loading={loading}
      className={`shrink-0 rounded-full bg-night-800 object-cover ring-1 ring-white/15 ${className}`}
      style={{ width: size, height: size }}
    />
  )
}
