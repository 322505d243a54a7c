import { useEffect, useRef, useState } from 'react'

/**
 * Tracks whether an <img> failed to load. A server-rendered image can fail before React
 * hydrates and attaches onError, so the effect also checks the element once mounted.
 */
export function useImageStatus(src: string | null | undefined) {
  const ref = useRef<HTMLImageElement>(null)
  const [broken, setBroken] = useState(false)
  useEffect(() => {
    const img = ref.current
    setBroken(Boolean(img && img.complete && img.naturalWidth === 0 && img.currentSrc))
  }, [src])
  return { ref, broken, onError: () => setBroken(true) }
}
