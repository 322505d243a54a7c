import { ShoppingBag } from 'lucide-react'
import type { Data } from '@generated/data'
import { call } from '~/lib/api_client'
import { useTabData } from '~/hooks/use_tab_data'
import { purchaseStatusLabel } from '@shared/shop'
import { formatDayMonthYear, formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'
import { HISTORY_CELL as CELL, HistoryTable } from '~/components/profile/history_table'

const DEFAULT_PRODUCT = '/assets-static/default-product.svg'

function StatusPill({ status }: { status: string }) {
  const t = useT()
  const sent = status === 'Sent'
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-[0.7rem] font-bold tracking-wide ring-1 ${
        sent
          ? 'bg-neon-green/15 text-neon-green ring-neon-green/40'
          : 'bg-white/5 text-slate-400 ring-white/15'
      }`}
    >
      {purchaseStatusLabel(status, t)}
    </span>
  )
}

/** SHOP HISTORY: the user's purchases, loaded when the tab is opened */
export function ShopHistoryPanel({ active }: { active: boolean }) {
  const t = useT()
  const locale = useLocale()
  const { data: purchases, failed } = useTabData<Data.Purchase[]>(active, async () => {
    const result = await call('account_links.user.purchases', {})
    return result.ok ? result.data.purchases : null
  })

  return (
    <HistoryTable
      rows={purchases}
      failed={failed}
      loadingText={t('profile.shop_loading')}
      failedText={t('profile.shop_failed')}
      emptyIcon={ShoppingBag}
      emptyText={t('profile.shop_empty')}
      columns={[
        { label: t('profile.shop_col_item') },
        { label: t('profile.shop_col_price'), className: 'text-right' },
        { label: t('profile.shop_col_date'), className: 'hidden sm:table-cell' },
        { label: t('profile.shop_col_status') },
      ]}
      rowKey={(p) => p.id}
    >
      {(p) => (
        <>
          <td className={CELL}>
            <div className="flex items-center gap-2.5">
              <img
                src={p.product.image || DEFAULT_PRODUCT}
                alt=""
                className="hidden h-9 w-9 shrink-0 rounded-lg bg-night-800 object-cover ring-1 ring-white/10 sm:block"
                onError={(e) => {
                  if (!e.currentTarget.src.endsWith(DEFAULT_PRODUCT))
                    e.currentTarget.src = DEFAULT_PRODUCT
                }}
              />
              <div className="min-w-0">
                <p className="font-medium text-white">{p.product.name}</p>
                <p className="mt-0.5 text-xs text-slate-400 sm:hidden">
                  {formatDayMonthYear(p.created_at, locale)}
                </p>
              </div>
            </div>
          </td>
          <td className={`${CELL} text-right font-semibold whitespace-nowrap text-neon-mint`}>
            {formatWhole(p.amount, locale)}
          </td>
          <td className={`${CELL} hidden whitespace-nowrap text-slate-300 sm:table-cell`}>
            {formatDayMonthYear(p.created_at, locale)}
          </td>
          <td className={CELL}>
            <StatusPill status={p.status} />
          </td>
        </>
      )}
    </HistoryTable>
  )
}
