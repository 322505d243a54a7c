import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import {
  AUTH_EVENT,
  CONFIRM_IDENTITY_EVENT,
  EMAIL_CONFIRM_EVENT,
  PROFILE_EVENT,
  RESET_EVENT,
} from '~/lib/events'

const SiteDialogs = lazy(() => import('~/components/dialogs/site_dialogs'))
const DIALOG_EVENTS = [
  AUTH_EVENT,
  RESET_EVENT,
  PROFILE_EVENT,
  EMAIL_CONFIRM_EVENT,
  CONFIRM_IDENTITY_EVENT,
]

/**
 * Hosts the site-wide dialogs (log in / sign up, password reset, profile, email confirmation,
 * confirming it is you)
 * without putting them in the first screen's script: their code (Radix dialog and tabs, the
 * forms, the profile panels, the typed API client) loads on the first window event that opens
 * one (lib/events.ts), and that event is handed to them once they listen.
 */
export function DialogHosts() {
  const [queued, setQueued] = useState<CustomEvent[]>([])
  const stop = useRef(() => {})

  useEffect(() => {
    const listener = (event: Event) => setQueued((events) => [...events, event as CustomEvent])
    for (const name of DIALOG_EVENTS) window.addEventListener(name, listener)
    stop.current = () => {
      for (const name of DIALOG_EVENTS) window.removeEventListener(name, listener)
    }
    return () => stop.current()
  }, [])
  const onListening = useCallback(() => stop.current(), [])

  if (queued.length === 0) return null
  return (
    <Suspense fallback={null}>
      <SiteDialogs replay={queued} onListening={onListening} />
    </Suspense>
  )
}
