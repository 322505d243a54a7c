import { useLiveProps } from '~/hooks/use_live_props'
import { liveRaffleStep, type LiveRaffleRecord } from '@shared/raffles_live'

type Shown = Parameters<typeof liveRaffleStep>[0]
type Data = Record<string, unknown>
type Records = Record<string, LiveRaffleRecord<NonNullable<Shown>> | undefined>

/** The `record` prop after a message about raffle `id` (null for the overlay's "no raffle") */
function recordProps(data: Data, current: Data, id: number | null) {
  if (id === null) return current.record === null ? null : { record: null }
  const shown = (current.record ?? null) as Shown
  const step = liveRaffleStep(shown, id, (data.records ?? {}) as Records)
  if (step.kind === 'same') return null
  return { record: step.kind === 'apply' ? step.record : undefined }
}

const PICK = {
  /** /raffles: the list as the message carries it */
  list: { props: ['raffles'], pick: (data: Data) => ({ raffles: data.raffles }) },
  /** /raffles/:id: its one record; the viewer's tickets only when that raffle changed */
  page: {
    props: ['record'],
    pick: (data: Data, current: Data) =>
      recordProps(data, current, (current.record as NonNullable<Shown>).raffle.id),
  },
  /** the overlay: the raffle the message says it shows */
  overlay: {
    props: ['record'],
    pick: (data: Data, current: Data) =>
      recordProps(data, current, (data.overlay ?? null) as number | null),
  },
} as const

/**
 * Live updates for the raffle pages and overlay: the one place they subscribe. A raffle
 * message carries the list and the records of the raffles that can change
 * (app/services/raffles/live_payload.ts); each page takes its part in place, and reloads only
 * what the message cannot give: a big raffle's entry list once it is frozen, and a signed-in
 * viewer's own tickets (`myTickets`) after a change of the raffle the page shows, with jitter.
 */
export function useRaffleLive(page: keyof typeof PICK) {
  const { props, pick } = PICK[page]
  return useLiveProps('raffles', props, {
    pick,
    privateProps: page === 'page' ? ['myTickets'] : [],
  })
}
