import { useLiveProps } from '~/hooks/use_live_props'

/**
 * Live updates for the raffle pages and overlay: the one place they subscribe. A raffle
 * change carries no data (app/services/live/public_payloads.ts), so `only` is reloaded at a
 * random moment after it.
 */
export function useRaffleLive(only: readonly string[]) {
  return useLiveProps('raffles', only)
}
