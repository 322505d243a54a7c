import { openProfileModal } from '~/lib/events'
import { NeonButton } from '~/components/ui/neon_button'
import { WarningNotice } from '~/components/ui/warning_notice'
import { useT } from '~/lib/i18n'

/**
 * Purchases and milestone claims need a Celsius username: the product's message, the hint where to
 * add it, and a button that opens the profile settings (closing the current dialog first).
 */
export function LinkCelsiusNotice({ onLeave }: { onLeave: () => void }) {
  const t = useT()
  return (
    <WarningNotice className="mt-6" title={t('ui.link_celsius_title')}>
      <p className="mt-2 text-slate-200">{t('ui.link_celsius_text')}</p>
      <NeonButton
        variant="vapourOrange"
        size="sm"
        className="mt-3"
        onClick={() => {
          onLeave()
          openProfileModal()
        }}
      >
        {t('ui.link_celsius_button')}
      </NeonButton>
    </WarningNotice>
  )
}
