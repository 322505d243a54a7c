import { useState } from 'react'
import { History } from 'lucide-react'
import type { AccrualEntry } from '@shared/points'
import { NeonButton } from '~/components/ui/neon_button'
import { LocalDate } from '~/components/admin/local_date'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call } from '~/lib/api_client'
import { useLocale, useT } from '~/lib/i18n'
import { formatWhole } from '@shared/format'

/**
 * A user's chat point accruals (newest first): each ledger entry with the 10-minute chat
 * window it paid, loaded on demand from GET /api/admin/users/{id}/accruals.
 */
export function AccrualHistory({ userId }: { userId: number }) {
  const [entries, setEntries] = useState<AccrualEntry[] | null>(null)
  const { busy, run } = useAdminAction()
  const t = useT()
  const locale = useLocale()

  async function load() {
    const data = await run(() => call('admin_api.users.accruals', { params: { id: userId } }), {
      failure: t('admin.accrual_load_failed'),
      accept: (answer) => Array.isArray(answer.accruals),
    })
    if (data) setEntries(data.accruals)
  }

  return (
    <section
      aria-label={t('admin.accrual_title')}
      className="mt-6 space-y-3 border-t border-white/10 pt-5"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-display text-xs font-semibold tracking-widest text-white uppercase">
          {t('admin.accrual_title')}
        </h3>
        <NeonButton type="button" variant="vapourBlue" size="sm" onClick={load} disabled={busy}>
          <History className="h-4 w-4" aria-hidden />
          {busy
            ? t('admin.loading')
            : entries
              ? t('admin.accrual_refresh')
              : t('admin.accrual_show')}
        </NeonButton>
      </div>
      {entries?.length === 0 && (
        <p className="text-sm text-slate-400">{t('admin.accrual_empty')}</p>
      )}
      {entries && entries.length > 0 && (
        <div className="max-h-64 overflow-y-auto rounded-lg ring-1 ring-white/10">
          <table className="w-full text-left text-xs">
            <thead className="sticky top-0 bg-night-950 text-slate-400">
              <tr>
                <th className="px-3 py-2 font-semibold">{t('admin.accrual_window')}</th>
                <th className="px-3 py-2 text-right font-semibold">{t('admin.accrual_points')}</th>
                <th className="px-3 py-2 text-right font-semibold">
                  {t('admin.accrual_balance_after')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5 text-slate-200">
              {entries.map((entry) => (
                <tr key={entry.transaction_id}>
                  <td className="px-3 py-1.5">
                    {entry.window_start && entry.window_end ? (
                      `${entry.window_start.slice(0, 16).replace('T', ' ')} – ${entry.window_end.slice(11, 16)}`
                    ) : (
                      <>
                        {t('admin.accrual_credited')}{' '}
                        <LocalDate value={entry.credited_at} withTime />
                      </>
                    )}
                  </td>
                  <td className="px-3 py-1.5 text-right text-neon-mint">+{entry.points}</td>
                  <td className="px-3 py-1.5 text-right">
                    {formatWhole(entry.balance_after, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
