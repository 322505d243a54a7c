import { Flag, Pencil } from 'lucide-react'
import type { Data } from '@generated/data'
import { PublicPageLink } from '~/components/admin/public_page_link'
import { Badge } from '~/components/ui/badge'
import { NeonButton } from '~/components/ui/neon_button'
import { useT } from '~/lib/i18n'

/** The live hunt's buttons, each opening its dialog */
const LIVE_ACTIONS = [
  { kind: 'hunt', label: 'admin_hunt.edit_hunt', icon: Pencil, variant: 'vapourBlue' },
  { kind: 'finish', label: 'admin_hunt.finish_hunt', icon: Flag, variant: 'vapourOrange' },
] as const

/** The live hunt's title, its LIVE badge, the public page's link and the buttons opening its dialogs */
export function LiveHuntHeader({
  hunt,
  onOpen,
}: {
  hunt: Data.BonusHunt
  onOpen: (kind: (typeof LIVE_ACTIONS)[number]['kind']) => void
}) {
  const t = useT()
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 items-center gap-3">
        <h2 className="truncate font-display text-xl font-bold text-white">{hunt.title}</h2>
        <Badge tone="mint">{t('admin_hunt.live')}</Badge>
      </div>
      <div className="flex flex-wrap gap-2">
        <PublicPageLink href="/bonus-hunt" />
        {LIVE_ACTIONS.map(({ kind, label, icon, variant }) => (
          <NeonButton
            key={kind}
            variant={variant}
            size="sm"
            icon={icon}
            onClick={() => onOpen(kind)}
          >
            {t(label)}
          </NeonButton>
        ))}
      </div>
    </div>
  )
}
