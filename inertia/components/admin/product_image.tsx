import { useState } from 'react'
import { Package } from 'lucide-react'

/** A product thumbnail; a missing or broken image shows a neutral package tile */
export function ProductImage({
  src,
  alt,
  className = 'h-12 w-12',
}: {
  src: string | null | undefined
  alt: string
  className?: string
}) {
  const [broken, setBroken] = useState(false)
  if (!src || broken) {
    return (
      <span
        role="img"
        aria-label={alt || 'No image'}
        className={`grid shrink-0 place-items-center rounded-lg bg-night-800 text-slate-500 ring-1 ring-white/10 ${className}`}
      >
        <Package className="h-1/2 w-1/2" aria-hidden />
      </span>
    )
  }
  return (
    <img
      src={src}
      alt={alt}
      onError={() => setBroken(true)}
      className={`shrink-0 rounded-lg bg-night-800 object-cover ring-1 ring-white/10 ${className}`}
    />
  )
}
