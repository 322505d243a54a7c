import { lazy, Suspense, useState, type ComponentType } from 'react'

/**
 * A page's dialog whose code (Radix Dialog, its form) loads the first time it opens. A closed
 * dialog shows nothing, on the server as in the browser, so the page hydrates without loading
 * or running it; once opened it stays mounted, so it closes (and reopens) as before.
 * `isOpen` reads the open state from the props (`open` by default).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open === true
) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })))
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false)
    const open = isOpen(props)
    if (open && !opened) setOpened(true)
    if (!open && !opened) return null
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    )
  }
}
