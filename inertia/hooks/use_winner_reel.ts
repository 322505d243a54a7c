import { useEffect, useRef, useState } from 'react'

export type Reel = {
  /** the name under the reel's marker now */
  name: string | null
  /** the winners landed on so far, in draw order */
  landed: string[]
  spinning: boolean
}

const SPIN_MS = 2600
const PAUSE_MS = 900

/**
 * The draw animation of the raffle overlay: for each winner in turn the reel runs through the
 * entrants' names, slowing down, and lands on the winner's name. It plays when `winners` goes
 * from none to some while the overlay is open (`key` names the draw); an overlay opened after
 * the draw, or a visitor asking for reduced motion, sees the winners at once.
 */
export function useWinnerReel(
  key: number | null,
  names: string[],
  winners: string[],
  still: boolean
): Reel {
  const seen = useRef<{ key: number | null; drawn: boolean } | null>(null)
  const [reel, setReel] = useState<Reel>({ name: null, landed: winners, spinning: false })
  const namesKey = names.join('\n')
  const winnersKey = winners.join('\n')

  useEffect(() => {
    const drawn = winners.length > 0
    const before = seen.current
    seen.current = { key, drawn }
    const animate = drawn && before !== null && before.key === key && !before.drawn && !still
    if (!animate) {
      setReel({
        name: drawn ? winners[winners.length - 1] : null,
        landed: winners,
        spinning: false,
      })
      return
    }
    const pool = names.length > 0 ? names : winners
    const timers: number[] = []
    let cancelled = false
    const spinFor = (index: number) => {
      if (cancelled) return
      if (index >= winners.length) {
        setReel((r) => ({ ...r, spinning: false }))
        return
      }
      const started = performance.now()
      let step = 0
      const tick = () => {
        if (cancelled) return
        const elapsed = performance.now() - started
        if (elapsed >= SPIN_MS) {
          setReel((r) => ({
            name: winners[index],
            landed: [...r.landed, winners[index]],
            spinning: index < winners.length - 1,
          }))
          timers.push(window.setTimeout(() => spinFor(index + 1), PAUSE_MS))
          return
        }
        step++
        setReel((r) => ({ ...r, name: pool[step % pool.length], spinning: true }))
        // from 40 ms a name to about 320 ms as the reel slows
        const delay = 40 + 280 * (elapsed / SPIN_MS) ** 2
        timers.push(window.setTimeout(tick, delay))
      }
      tick()
    }
    setReel({ name: null, landed: [], spinning: true })
    spinFor(0)
    return () => {
      cancelled = true
      timers.forEach((t) => window.clearTimeout(t))
    }
    // the names and winners are compared by value (namesKey, winnersKey)
  }, [key, namesKey, winnersKey, still])

  return reel
}
