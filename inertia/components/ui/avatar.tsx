import { useState } from 'react'

export const DEFAULT_AVATAR = '/assets-static/default-avatar.svg'

/** A round avatar that falls back to the default image when missing or broken */
export function Avatar({
  src,
  alt,
  size = 32,
  className = '',
}: {
  src: string | null | undefined
  alt: string
  size?: number
  className?: string
}) {
  const [broken, setBroken] = useState(false)
  return (
    <img
      src={!src || broken ? DEFAULT_AVATAR : src}
      alt={alt}
      width={size}
      height={size}
      onError={() => setBroken(true)}
      className={`rounded-full bg-night-800 object-cover ring-1 ring-white/15 ${className}`}
      style={{ width: size, height: size }}
    />
  )
}
