import { MessageCircle, ShoppingBag, Link2 } from 'lucide-react'
import { POINTS } from '@shared/points'
import { NeonDialog, type DialogState } from '~/components/ui/neon_dialog'
import { NeonButton } from '~/components/ui/neon_button'
import { IconList } from '~/components/ui/icon_list'
import { useLocale, useT } from '~/lib/i18n'
import { formatWhole } from '@shared/format'

export function PointsHelpDialog({ open, onOpenChange }: DialogState) {
  const t = useT()
  const locale = useLocale()
  const steps = [
    {
      icon: Link2,
      title: t('store.help_link_title'),
      text: t('store.help_link_text'),
    },
    {
      icon: MessageCircle,
      title: t('store.help_chat_title'),
      text: t('store.help_chat_text', {
        points: formatWhole(POINTS.perWindow, locale),
        minutes: POINTS.windowMinutes,
      }),
    },
    {
      icon: ShoppingBag,
      title: t('store.help_spend_title'),
      text: t('store.help_spend_text'),
    },
  ]
  return (
    <NeonDialog open={open} onOpenChange={onOpenChange} title={t('store.how_to_get_points')}>
      <IconList items={steps} look="steps" ordered className="mt-4 space-y-4" />
      <NeonButton className="mt-6 w-full" onClick={() => onOpenChange(false)}>
        {t('store.help_got_it')}
      </NeonButton>
    </NeonDialog>
  )
}
