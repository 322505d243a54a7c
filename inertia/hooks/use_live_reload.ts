import { useEffect, useRef, useSyncExternalStore } from 'react'
import { router } from '@inertiajs/react'
import { LIVE_RELOAD_DEBOUNCE_MS, type PublicDomain } from '@shared/live'
import { liveStatus, onLiveChange, onLiveReconnect } from '~/lib/live_client'

/**
 * Live updates for a page: when one of `domains` changes on the server (an admin's edit, a
 * sync, a rollover), the props in `only` are reloaded by an Inertia partial reload, one per
 * burst of messages. After the stream breaks and comes back, they are reloaded once too (a
 * change may have been missed). Returns whether the stream is up, so a page can poll while it
 * is not. `onChange` (optional) runs on each message first, for state the reload does not
 * replace.
 */
export function useLiveReload(
  domains: readonly PublicDomain[],
  only: readonly string[],
  onChange?: () => void
) {
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })
  const domainsKey = domains.join(',')
  const onlyKey = only.join(',')
  useEffect(() => {
    const props = onlyKey.split(',')
    let timer: number | undefined
    const reload = () => {
      onChangeRef.current?.()
      window.clearTimeout(timer)
      timer = window.setTimeout(() => router.reload({ only: props }), LIVE_RELOAD_DEBOUNCE_MS)
    }
    const stopChanges = onLiveChange(domainsKey.split(',') as PublicDomain[], reload)
    const stopReconnects = onLiveReconnect(reload)
    return () => {
      window.clearTimeout(timer)
      stopChanges()
      stopReconnects()
    }
  }, [domainsKey, onlyKey])
  return useSyncExternalStore(
    liveStatus.subscribe,
    liveStatus.connected,
    liveStatus.serverConnected
  )
}
