import { AlertTriangle } from 'lucide-react'
import { openProfileModal } from '~/lib/events'
import { NeonButton } from '~/components/ui/neon_button'

/**
 * Purchases and milestone claims need a Celsius username: the product's message, the hint where to
 * add it, and a button that opens the profile settings (closing the current dialog first).
 */
export function LinkCelsiusNotice({ onLeave }: { onLeave: () => void }) {
  return (
    <div
      role="alert"
      className="mt-6 rounded-xl border border-neon-orange/40 bg-neon-orange/10 p-4 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold text-neon-orange">
        <AlertTriangle aria-hidden className="h-4 w-4 shrink-0" />
        You need to link your Celsius account first!
      </p>
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
    </div>
  )
}
