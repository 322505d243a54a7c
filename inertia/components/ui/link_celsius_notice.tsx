import { openProfileModal } from '~/lib/events'
import { NeonButton } from '~/components/ui/neon_button'
import { WarningNotice } from '~/components/ui/warning_notice'

/**
 * Purchases and milestone claims need a Celsius username: the product's message, the hint where to
 * add it, and a button that opens the profile settings (closing the current dialog first).
 */
export function LinkCelsiusNotice({ onLeave }: { onLeave: () => void }) {
  return (
    <WarningNotice className="mt-6" title="You need to link your Celsius account first!">
      <p className="mt-2 text-slate-200">
        Open your profile settings, go to CONNECTIONS and enter your Celsius username. Rewards and
        shop items are sent to that account.
      </p>
      <NeonButton
        variant="vapourOrange"
        size="sm"
        className="mt-3"
        onClick={() => {
          onLeave()
          openProfileModal()
        }}
      >
        Open profile settings
      </NeonButton>
    </WarningNotice>
  )
}
