import { useEffect, useState } from 'react'

/**
 * The current time, ticking every second. The first render (on the server, and the browser's
 * hydration pass) uses the server's time from the page props, so both render the same
 * markup; the browser's clock takes over once mounted.
 */
export function useNow(serverNow: string, tickMs = 1000) {
  const [now, setNow] = useState(() => Date.parse(serverNow))
  useEffect(() => {
    setNow(Date.now())
    const id = window.setInterval(() => setNow(Date.now()), tickMs)
    return () => window.clearInterval(id)
  }, [tickMs])
  return now
}
