import { useEffect, useRef, useState } from 'react'

/**
 * Data a tab loads when it is opened (and again each time it is opened): `load` answers the
 * data, or null when the server refused. `failed` says the last load did not succeed.
 */
export function useTabData<T>(active: boolean, load: () => Promise<T | null>) {
  const [data, setData] = useState<T | null>(null)
  const [failed, setFailed] = useState(false)
  const loadRef = useRef(load)
  useEffect(() => {
    loadRef.current = load
  })
  useEffect(() => {
    if (!active) return
    let cancelled = false
    loadRef
      .current()
      .then((value) => {
        if (cancelled) return
        if (value === null) return setFailed(true)
        setData(value)
        setFailed(false)
      })
      .catch(() => !cancelled && setFailed(true))
    return () => {
      cancelled = true
    }
  }, [active])
  return { data, failed }
}
