import { useEffect, useMemo, useState } from 'react'
import { HUNT_PAGE_MS, huntListPages, isNewBonus } from '@shared/hunt'
import { useHydrated } from '~/hooks/use_hydrated'

type Slot = { id: number; amount: number | null; added_at?: string }

/**
 * A short list of the hunt's bonuses that follows the hunt (huntListPages in shared/hunt):
 * the focus window first (the latest added while collecting, the one being opened and the
 * next while opening), then the other bonuses in pages of `rows`, in turn every HUNT_PAGE_MS.
 * Any change of the hunt (a bonus added, a payout) goes back to the focus window. `isNew`
 * marks a bonus added in the last minute (after hydration only: the server has no clock to
 * agree with). `entries` are the shown bonuses with what every list draws: the bonus's place in
 * the hunt (from 1), whether it is being opened, whether it is new.
 */
export function useHuntList<S extends Slot>(slots: readonly S[], rows: number, live: boolean) {
  const { phase, pages, currentId } = useMemo(
    () => huntListPages(slots, rows, live),
    [slots, rows, live]
  )
  const signature = slots.map((s) => `${s.id}:${s.amount}`).join(',')
  const [page, setPage] = useState({ signature, index: 0 })
  const index = page.signature === signature ? Math.min(page.index, pages.length - 1) : 0

  useEffect(() => {
    if (pages.length <= 1) return
    const timer = window.setInterval(
      () =>
        setPage((previous) => ({
          signature,
          index: previous.signature === signature ? (previous.index + 1) % pages.length : 1,
        })),
      HUNT_PAGE_MS
    )
    return () => window.clearInterval(timer)
  }, [signature, pages.length])

  const hydrated = useHydrated()
  const now = hydrated ? Date.now() : 0
  const isNew = (slot: S) =>
    hydrated && live && phase === 'collecting' && isNewBonus(slot.added_at, now)
  const position = new Map(slots.map((slot, at) => [slot.id, at + 1]))
  return {
    phase,
    entries: (pages[index] ?? []).map((slot) => ({
      slot,
      position: position.get(slot.id),
      current: slot.id === currentId,
      fresh: isNew(slot),
    })),
    page: index,
    pageCount: pages.length,
  }
}
