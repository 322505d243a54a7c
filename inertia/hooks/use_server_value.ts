import { useCallback, useState, type SetStateAction } from 'react'

/**
 * A value the server sends in the page props that the page may replace with a newer one (a
 * call's answer, or the user's edit) until the server sends another: the latest props win
 * again as soon as they change. Derived during render, so no effect copies props into state.
 */
export function useServerValue<T>(fromServer: T) {
  const [local, setLocal] = useState<{ base: T; value: T } | null>(null)
  const value = local !== null && Object.is(local.base, fromServer) ? local.value : fromServer
  const setValue = useCallback(
    (next: SetStateAction<T>) =>
      setLocal((previous) => {
        const current =
          previous !== null && Object.is(previous.base, fromServer) ? previous.value : fromServer
        const resolved = typeof next === 'function' ? (next as (current: T) => T)(current) : next
        return { base: fromServer, value: resolved }
      }),
    [fromServer]
  )
  return [value, setValue] as const
}
