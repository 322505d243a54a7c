import { slotMatchKey } from '@shared/slot_catalog'
import { useSlotSuggestions } from '~/hooks/use_slot_suggestions'
import { useT } from '~/lib/i18n'

/**
 * Under a bonus's slot name: the catalog's close matches ('Did you mean'), each a button that
 * takes the catalog's name; nothing once the name is a catalog slot (whatever its spelling)
 */
export function SlotSuggestions({
  typed,
  onPick,
}: {
  typed: string
  onPick: (name: string) => void
}) {
  const t = useT()
  const suggestions = useSlotSuggestions(typed)
  const key = slotMatchKey(typed)
  if (suggestions.length === 0 || suggestions.some((s) => slotMatchKey(s.name) === key)) return null
  return (
    <p
      className="flex flex-wrap items-center gap-2 text-xs text-slate-400 sm:col-span-3"
      data-slot-suggestions
    >
      {t('admin_catalog.suggestions')}
      {suggestions.map((slot) => (
        <button
          key={slot.id}
          type="button"
          onClick={() => onPick(slot.name)}
          className="rounded-full px-2.5 py-1 font-semibold text-neon-cyan ring-1 ring-neon-cyan/40 hover:bg-neon-cyan/10"
        >
          {slot.name}
        </button>
      ))}
    </p>
  )
}
