import { MessageCircle, ShoppingBag, Link2 } from 'lucide-react'
import { POINTS } from '@shared/points'
import { NeonDialog } from '~/components/ui/neon_dialog'
import { NeonButton } from '~/components/ui/neon_button'

const STEPS = [
  {
    icon: Link2,
    title: 'Link your Kick account',
    text: 'Open your profile, go to CONNECTIONS and link Kick. Points are credited to the linked account.',
  },
  {
    icon: MessageCircle,
    title: 'Be active in chat',
    text: `While the stream is live, everyone who chats earns ${POINTS.perWindow} points every ${POINTS.windowMinutes} minutes.`,
  },
  {
    icon: ShoppingBag,
    title: 'Spend them here',
    text: 'Trade points for tips, perks and merch. Link your Celsius username before buying.',
  },
]

export function PointsHelpDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <NeonDialog open={open} onOpenChange={onOpenChange} title="How To Get Points">
      <ol className="mt-4 space-y-4">
        {STEPS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-neon-mint/10 text-neon-mint">
              <Icon aria-hidden className="h-5 w-5" />
            </span>
            <span>
              <span className="block font-semibold text-white">{title}</span>
              <span className="block text-sm text-slate-300">{text}</span>
            </span>
          </li>
        ))}
      </ol>
      <NeonButton className="mt-6 w-full" onClick={() => onOpenChange(false)}>
        Got it
      </NeonButton>
    </NeonDialog>
  )
}
