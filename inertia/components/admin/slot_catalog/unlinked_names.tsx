import { Link2, Plus } from 'lucide-react'
import { NeonButton } from '~/components/ui/neon_button'
import { useT } from '~/lib/i18n'

export type Unlinked = {
  name: string
  bonuses: number
  suggestions: { id: number; name: string }[]
}

/** The typed names no catalog slot holds, with the catalog's close matches to link them to */
export function UnlinkedNames({
  names,
  busy,
  onLink,
  onAdd,
}: {
  names: Unlinked[]
  busy: boolean
  onLink: (slotId: number, name: string) => void
  onAdd: (name: string) => void
}) {
  const t = useT()
  if (names.length === 0)
    return <p className="text-sm text-slate-400">{t('admin_catalog.unlinked_none')}</p>
  return (
    <ul className="divide-y divide-white/5" data-unlinked>
      {names.map((entry) => (
        <li key={entry.name} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="text-sm text-white">
            {entry.name}{' '}
            <span className="text-xs text-slate-400">
              {t('admin_catalog.unlinked_count', { count: entry.bonuses })}
            </span>
          </span>
          <span className="flex flex-wrap items-center gap-2">
            {entry.suggestions.length > 0 && (
              <span className="text-xs text-slate-400">{t('admin_catalog.suggestions')}</span>
            )}
            {entry.suggestions.map((slot) => (
              <NeonButton
                key={slot.id}
                size="sm"
                variant="vapourGray"
                icon={Link2}
                disabled={busy}
                onClick={() => onLink(slot.id, entry.name)}
              >
                {t('admin_catalog.link_to', { name: slot.name })}
              </NeonButton>
            ))}
            <NeonButton
              size="sm"
              variant="vapourGray"
              icon={Plus}
              disabled={busy}
              onClick={() => onAdd(entry.name)}
            >
              {t('admin_catalog.add_as_new')}
            </NeonButton>
          </span>
        </li>
      ))}
    </ul>
  )
}
