import { useEffect } from 'react'

/**
 * Marks <html data-hydrated> once React has taken over the server-rendered page, so browser
 * tests (and anything else) know when event listeners are live.
 */
export function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}
