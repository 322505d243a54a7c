import { useEffect, useRef } from 'react'

/** Subscribes to a window CustomEvent for the lifetime of the component */
export function useWindowEvent<T>(name: string, handler: (detail: T) => void) {
  const saved = useRef(handler)
  saved.current = handler
  useEffect(() => {
    const listener = (event: Event) => saved.current((event as CustomEvent<T>).detail)
    window.addEventListener(name, listener)
    return () => window.removeEventListener(name, listener)
  }, [name])
}
