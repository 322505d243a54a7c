import { ShoppingBag } from 'lucide-react'
import type { Data } from '@generated/data'
import { call } from '~/lib/api_client'
import { useTabData } from '~/hooks/use_tab_data'
import { purchaseDate, purchaseStatusLabel } from '@shared/shop'
import { TableHead } from '~/components/ui/table_head'

const DEFAULT_PRODUCT = '/assets-static/default-product.svg'
const CELL = 'px-2.5 py-2.5 sm:px-3'

function StatusPill({ status }: { status: string }) {
  const sent = status === 'Sent'
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-[0.7rem] font-bold tracking-wide ring-1 ${
        sent
          ? 'bg-neon-green/15 text-neon-green ring-neon-green/40'
          : 'bg-white/5 text-slate-400 ring-white/15'
      }`}
    >
      {purchaseStatusLabel(status)}
    </span>
  )
}

/** SHOP HISTORY: the user's purchases, loaded when the tab is opened */
export function ShopHistoryPanel({ active }: { active: boolean }) {
  const { data: purchases, failed } = useTabData<Data.Purchase[]>(active, async () => {
    const result = await call('account_links.user.purchases', {})
    return result.ok ? result.data.purchases : null
  })

  if (purchases === null) {
    return (
      <p className="py-12 text-center text-sm text-slate-400" role="status">
        {failed ? 'Could not load your purchases. Please try again.' : 'Loading purchases...'}
      </p>
    )
  }

  if (purchases.length === 0) {
    return (
      <div className="flex flex-col items-center py-12 text-center">
        <ShoppingBag className="h-10 w-10 text-slate-600" aria-hidden />
        <p className="mt-3 text-sm text-slate-400">No purchase history available</p>
      </div>
    )
  }

  return (
    <div className="max-h-[26rem] overflow-auto rounded-xl border border-white/10">
      <table className="w-full text-left text-sm">
        <TableHead
          className="sticky top-0 bg-night-800 font-display text-[0.65rem] tracking-widest text-slate-400"
          columns={[
            { label: 'ITEM', className: CELL },
            { label: 'PRICE', className: `${CELL} text-right` },
            { label: 'DATE', className: `${CELL} hidden sm:table-cell` },
            { label: 'STATUS', className: CELL },
          ]}
        />
        <tbody className="divide-y divide-white/5">
          {purchases.map((p) => (
            <tr key={p.id} className="hover:bg-white/[0.03]">
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
                      {purchaseDate(p.created_at)}
                    </p>
                  </div>
                </div>
              </td>
              <td className={`${CELL} text-right font-semibold whitespace-nowrap text-neon-mint`}>
                {p.amount.toLocaleString('en-US')}
              </td>
              <td className={`${CELL} hidden whitespace-nowrap text-slate-300 sm:table-cell`}>
                {purchaseDate(p.created_at)}
              </td>
              <td className={CELL}>
                <StatusPill status={p.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
