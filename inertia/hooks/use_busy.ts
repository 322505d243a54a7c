import { useCallback, useRef, useState } from 'react'

/**
 * A busy flag for a form: `run` ignores a second submit while the first is in flight and
 * clears the flag however the call ends.
 */
export function useBusy() {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await task()
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])
  return { busy, run }
}
