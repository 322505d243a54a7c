import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the server render and while React hydrates it, true once the page is interactive
 * (and from the start for anything mounted later). A form carrying a secret keeps its submit
 * disabled until then: submitted by the browser itself, it would not go through our handler.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false
  )
}
