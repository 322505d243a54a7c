import { useEffect, useState } from 'react'
import { call } from '~/lib/api_client'

export type SlotSuggestion = { id: number; name: string; provider: string | null }

/**
 * The slot catalog's close matches of a typed bonus name (GET /api/admin/slots/suggest), asked
 * 300 ms after the typing stops; none for a name shorter than 3 characters. A name that is a
 * catalog slot exactly (the same match) comes back as its only suggestion.
 */
export function useSlotSuggestions(name: string) {
  const [suggestions, setSuggestions] = useState<SlotSuggestion[]>([])
  useEffect(() => {
    const typed = name.trim()
    if (typed.length < 3) {
      setSuggestions([])
      return
    }
    let stale = false
    const timer = window.setTimeout(async () => {
      const result = await call('admin_api.slot_catalog.suggest', { query: { name: typed } })
      if (!stale && result.ok) setSuggestions(result.data.suggestions)
    }, 300)
    return () => {
      stale = true
      window.clearTimeout(timer)
    }
  }, [name])
  return suggestions
}
