import { RAFFLE_LIVE_DOMAINS } from '@shared/live'
import { useLiveReload } from '~/hooks/use_live_reload'

/**
 * Live updates for the raffle pages and overlay: the one place they subscribe, so a change of
 * how live messages work touches only this hook (and app/services/raffles/live.ts)
 */
export function useRaffleLive(only: readonly string[], onChange?: () => void) {
  return useLiveReload(RAFFLE_LIVE_DOMAINS, only, onChange)
}
