import { useEffect, useRef, useSyncExternalStore } from 'react'
import { router, usePage } from '@inertiajs/react'
import { LIVE_PRIVATE_JITTER_MS, type PublicDomain } from '@shared/live'
import { liveStatus, onLiveChange, onLiveReconnect } from '~/lib/live_client'

type LiveData = Record<string, unknown>

export type LivePropsOptions = {
  /**
   * The page's props from a message's public data, when they are not the data as it comes
   * (keyed by prop name, app/services/live/public_payloads.ts): the vault overlay's `state`,
   * the leaderboard's one `board`, a raffle page's one `record`. `current` is the page's
   * props. Null: the message changes nothing this page shows (nothing is replaced, nothing
   * reloaded, not even the private props); a prop given as undefined: the message cannot
   * fill it, so it is reloaded at a random moment (the raffle page's record while its entry
   * list is too big to travel).
   */
  pick?: (data: LiveData, current: LiveData) => LiveData | null
  /**
   * Props that are the visitor's own (their guess, their raffle tickets): a signed-in
   * visitor's page asks for them after a change it applies (or reloads), at a random moment
   * within LIVE_PRIVATE_JITTER_MS, never all at once
   */
  privateProps?: readonly string[]
}

const jitter = () => Math.random() * LIVE_PRIVATE_JITTER_MS

/**
 * Live updates for a page: a change of `domain` on the server (an admin's edit, a sync, a
 * rollover, a raffle entry) arrives with its public data, which replaces the page's props in
 * place, without a request. `props` are the page props the domain feeds: they are reloaded (at
 * a random moment, so a restart's reconnections do not all ask at once) only when a message
 * may have been missed (after the stream broke), came without data, or its `pick` could not
 * fill them. Returns whether the stream is
 * up, so a page can poll while it is not.
 */
export function useLiveProps(
  domain: PublicDomain,
  props: readonly string[],
  { pick, privateProps = [] }: LivePropsOptions = {}
) {
  const pickRef = useRef(pick)
  useEffect(() => {
    pickRef.current = pick
  })
  const pageProps = usePage().props as LiveData
  const currentRef = useRef(pageProps)
  useEffect(() => {
    currentRef.current = pageProps
  })
  const signedIn = Boolean(pageProps.user)
  const propsKey = props.join(',')
  const privateKey = signedIn ? privateProps.join(',') : ''
  useEffect(() => {
    const timers = new Map<string, number>()
    const reloadLater = (only: string) => {
      if (!only || timers.has(only)) return
      timers.set(
        only,
        window.setTimeout(() => {
          timers.delete(only)
          router.reload({ only: only.split(',') })
        }, jitter())
      )
    }
    const everything = [propsKey, privateKey].filter(Boolean).join(',')
    const stopChanges = onLiveChange([domain], (message) => {
      if (!message.data) return reloadLater(everything)
      const next = pickRef.current
        ? pickRef.current(message.data, currentRef.current)
        : message.data
      if (!next) return
      const fresh = Object.entries(next).filter(([, value]) => value !== undefined)
      const stale = Object.keys(next).filter((name) => next[name] === undefined)
      if (fresh.length > 0) {
        router.replace({
          props: (current) => ({ ...current, ...Object.fromEntries(fresh) }),
          preserveScroll: true,
          preserveState: true,
        })
      }
      reloadLater(
        [...stale.filter((name) => propsKey.split(',').includes(name)), privateKey]
          .filter(Boolean)
          .join(',')
      )
    })
    const stopReconnects = onLiveReconnect(() => reloadLater(everything))
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer))
      stopChanges()
      stopReconnects()
    }
  }, [domain, propsKey, privateKey])
  return useSyncExternalStore(
    liveStatus.subscribe,
    liveStatus.connected,
    liveStatus.serverConnected
  )
}
