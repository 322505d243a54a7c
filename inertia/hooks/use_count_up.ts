import { useEffect, useState } from 'react'
import { countUpValue } from '@shared/leaderboards'
import { useReducedMotion } from '~/hooks/use_reduced_motion'

/** Counts from 0 up to the target over `duration` ms (straight to it with reduced motion) */
export function useCountUp(target: number, duration: number) {
  const reduced = useReducedMotion()
  const [value, setValue] = useState(0)
  useEffect(() => {
    if (reduced) {
      setValue(target)
      return
    }
    let frame = 0
    const start = performance.now()
    const step = (time: number) => {
      const elapsed = time - start
      setValue(countUpValue(target, elapsed, duration))
      if (elapsed < duration) frame = requestAnimationFrame(step)
    }
    setValue(0)
    frame = requestAnimationFrame(step)
    return () => cancelAnimationFrame(frame)
  }, [target, duration, reduced])
  return value
}
