import { LocalDate } from '~/components/admin/local_date'
import type { PublicWebhook } from '@shared/discord_announcements'
import { useT } from '~/lib/i18n'

/** A webhook's last delivery: when, and whether Discord took it (or why not) */
export function LastDelivery({ delivery }: { delivery: PublicWebhook['last_delivery'] }) {
  const t = useT()
  if (!delivery) return <p className="text-xs text-slate-500">{t('admin_discord.no_delivery')}</p>
  return (
    <p className="text-xs" data-last-delivery={delivery.ok ? 'ok' : 'failed'}>
      <span className={delivery.ok ? 'text-neon-mint' : 'text-neon-orange'}>
        {delivery.ok ? t('admin_discord.status_delivered') : t('admin_discord.delivery_failed')}
      </span>{' '}
      <span className="text-slate-400">
        <LocalDate value={delivery.at} withTime />
      </span>
      {delivery.reason && <span className="block text-slate-400">{delivery.reason}</span>}
    </p>
  )
}
