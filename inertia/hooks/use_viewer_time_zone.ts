import { useEffect, useState } from 'react'
import { browserTimeZone } from '@shared/schedule_days'

/**
 * The zone times are shown in: `serverZone` (the streamer's) in the server render and the
 * hydration pass, so both render the same markup; the browser's own zone once mounted
 */
export function useViewerTimeZone(serverZone: string) {
  const [zone, setZone] = useState(serverZone)
  useEffect(() => {
    const own = browserTimeZone()
    if (own) setZone(own)
  }, [])
  return zone
}
