import type { Data } from '@generated/data'
import { NeonDialog, type DialogState } from '~/components/ui/neon_dialog'
import { HuntView } from '~/components/bonus_hunt/hunt_view'

/**
 * The hunt in a modal: same tiles, progress and table, no tagline. Radix closes it on a
 * backdrop click and locks the page's scrolling while it is open.
 */
export function BonusHuntDialog({
  hunt,
  open,
  onOpenChange,
}: DialogState & {
  hunt: Data.BonusHunt
}) {
  return (
    <NeonDialog open={open} onOpenChange={onOpenChange} title={hunt.title} size="xl">
      <div className="mt-4">
        <HuntView hunt={hunt} inModal />
      </div>
    </NeonDialog>
  )
}
