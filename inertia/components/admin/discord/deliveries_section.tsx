import { Activity } from 'lucide-react'
import { AdminPanel } from '~/components/admin/admin_page'
import { LocalDate } from '~/components/admin/local_date'
import { Badge } from '~/components/ui/badge'
import { TableHead } from '~/components/ui/table_head'
import {
  ANNOUNCEMENT_INFO,
  type DeliveryRow,
  type DeliveryStatus,
} from '@shared/discord_announcements'
import type { MessageKey } from '@shared/messages'
import { useT } from '~/lib/i18n'

const STATUS: Record<DeliveryStatus, { tone: 'mint' | 'cyan' | 'orange'; label: MessageKey }> = {
  delivered: { tone: 'mint', label: 'admin_discord.status_delivered' },
  pending: { tone: 'cyan', label: 'admin_discord.status_queued' },
  failed: { tone: 'orange', label: 'admin_discord.status_given_up' },
}

/** columns a phone leaves out (the webhook is named under the announcement there) */
const WIDE = 'hidden sm:table-cell'

const COLUMNS: { label: MessageKey; className: string }[] = [
  { label: 'admin_discord.col_announcement', className: 'py-2 pr-3' },
  { label: 'admin_discord.col_webhook', className: `py-2 pr-3 ${WIDE}` },
  { label: 'admin_discord.col_status', className: 'py-2 pr-3' },
  { label: 'admin_discord.col_tries', className: `py-2 pr-3 text-right ${WIDE}` },
  { label: 'admin_discord.col_queued', className: 'py-2' },
]

/** The latest announcements queued, newest first: delivered, waiting for a retry, or given up */
export function DeliveriesSection({ deliveries }: { deliveries: DeliveryRow[] }) {
  const t = useT()
  return (
    <AdminPanel
      title={t('admin_discord.deliveries_title')}
      icon={Activity}
      iconClassName="text-neon-mint"
      note={t('admin_discord.deliveries_note')}
    >
      {deliveries.length === 0 ? (
        <p className="text-sm text-slate-400">{t('admin_discord.deliveries_empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-deliveries>
            <TableHead
              columns={COLUMNS.map((c) => ({ ...c, label: t(c.label) }))}
              className="text-xs tracking-widest text-muted uppercase"
            />
            <tbody className="divide-y divide-white/5 text-slate-200">
              {deliveries.map((row) => (
                <tr key={row.id} data-delivery={row.status}>
                  <td className="py-2 pr-3 font-semibold text-white">
                    {row.event === 'test'
                      ? t('admin_discord.test_post')
                      : t(ANNOUNCEMENT_INFO[row.event].label)}
                    <span className="block text-xs font-normal text-slate-400 sm:hidden">
                      {row.webhook}
                    </span>
                    {row.last_error && row.status !== 'delivered' && (
                      <span className="block text-xs font-normal text-slate-400">
                        {row.last_error}
                      </span>
                    )}
                  </td>
                  <td className={`py-2 pr-3 ${WIDE}`}>{row.webhook}</td>
                  <td className="py-2 pr-3">
                    <Badge tone={STATUS[row.status].tone}>{t(STATUS[row.status].label)}</Badge>
                  </td>
                  <td className={`py-2 pr-3 text-right tabular-nums ${WIDE}`}>{row.attempts}</td>
                  <td className="py-2 sm:whitespace-nowrap">
                    <LocalDate value={row.created_at} withTime />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPanel>
  )
}
