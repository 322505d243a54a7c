import { useMemo, useState } from 'react'
import { usePage } from '@inertiajs/react'
import { CircleHelp, PackageOpen, Search } from 'lucide-react'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'
import { searchProducts } from '@shared/shop'
import { openAuthModal } from '~/lib/events'
import { PageHeader } from '~/components/ui/page_header'
import { NeonButton } from '~/components/ui/neon_button'
import { ProductCard } from '~/components/store/product_card'
import { lazyDialog } from '~/components/ui/lazy_dialog'
import { useLiveProps } from '~/hooks/use_live_props'
import { bindInput } from '~/lib/bind_input'
import { useDialogState } from '~/hooks/use_dialog_state'
import { useT } from '~/lib/i18n'

const PurchaseDialog = lazyDialog(
  () => import('~/components/store/purchase_dialog').then((m) => m.PurchaseDialog),
  (props) => props.product !== null
)
const PointsHelpDialog = lazyDialog(() =>
  import('~/components/store/points_help_dialog').then((m) => m.PointsHelpDialog)
)

/** Cards in the first row on a phone (one) and a small tablet (two): their images load first */
const FIRST_ROW = 2

export default function Store({ products }: InertiaProps<{ products: Data.Product[] }>) {
  useLiveProps('store', ['products'])
  const { user } = usePage().props
  const t = useT()
  const [query, setQuery] = useState('')
  const [helpDialog, showHelp] = useDialogState()
  const [selected, setSelected] = useState<Data.Product | null>(null)
  const shown = useMemo(() => searchProducts(products, query), [products, query])

  function select(product: Data.Product) {
    // Guests log in first; the purchase dialog is for members
    if (!user) openAuthModal('login')
    else setSelected(product)
  }

  return (
    <>
      <PageHeader title={t('store.title')} subtitle={t('store.subtitle')} />
      <div className="mx-auto max-w-7xl px-4">
        <div className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <NeonButton variant="vapourMint" onClick={showHelp}>
            <CircleHelp aria-hidden className="h-4 w-4" />
            {t('store.how_to_get_points')}
          </NeonButton>
          <div className="relative sm:w-80">
            <label htmlFor="shop-search" className="sr-only">
              {t('store.search_label')}
            </label>
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
            />
            <input
              id="shop-search"
              type="search"
              {...bindInput(query, setQuery)}
              placeholder={t('store.search_label')}
              className="neon-input py-2.5 pl-9"
            />
          </div>
        </div>

        {shown.length === 0 ? (
          <div className="neon-panel flex flex-col items-center gap-3 px-6 py-16 text-center">
            <PackageOpen aria-hidden className="h-10 w-10 text-slate-400" />
            <p className="font-display text-lg font-bold tracking-widest text-white">
              {t('store.no_products')}
            </p>
            {query.trim() !== '' && products.length > 0 && (
              <p className="text-sm text-slate-300">
                {t('store.no_match', { query: query.trim() })}
              </p>
            )}
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
            {shown.map((product, index) => (
              <li key={product.id} className="flex">
                <div className="flex-1">
                  <ProductCard
                    product={product}
                    onSelect={select}
                    firstScreen={index < FIRST_ROW}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <PointsHelpDialog {...helpDialog} />
      <PurchaseDialog product={selected} onClose={() => setSelected(null)} />
    </>
  )
}
