import { MessageCircle, ShoppingBag, Link2 } from 'lucide-react'
import { POINTS } from '@shared/points'
import { NeonDialog, type DialogState } from '~/components/ui/neon_dialog'
import { NeonButton } from '~/components/ui/neon_button'
import { IconList } from '~/components/ui/icon_list'

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

export function PointsHelpDialog({ open, onOpenChange }: DialogState) {
  return (
    <NeonDialog open={open} onOpenChange={onOpenChange} title="How To Get Points">
      <IconList items={STEPS} look="steps" ordered className="mt-4 space-y-4" />
      <NeonButton className="mt-6 w-full" onClick={() => onOpenChange(false)}>
        Got it
      </NeonButton>
    </NeonDialog>
  )
}
