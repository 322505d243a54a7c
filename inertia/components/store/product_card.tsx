import { Coins } from 'lucide-react'
import type { Data } from '@generated/data'
import { ProductImage } from '~/components/ui/product_image'
import { tierLook } from '~/components/store/tiers'
import { formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

/** A shop item; the whole card is one button (stretched over the card) */
export function ProductCard({
  product,
  onSelect,
  firstScreen = false,
}: {
  product: Data.Product
  onSelect: (product: Data.Product) => void
  /** a card of the first row: its image loads at once, with high priority (it is the LCP) */
  firstScreen?: boolean
}) {
  const t = useT()
  const locale = useLocale()
  const look = tierLook(product.price)
  return (
    <article
      data-tier={look.tier}
      className={`group relative flex flex-col overflow-hidden rounded-2xl border bg-night-900/80 transition hover:-translate-y-1 ${look.border} ${look.shadow}`}
    >
      <div
        className={`relative flex aspect-[2/1] items-center justify-center bg-gradient-to-b to-transparent p-4 min-[480px]:aspect-[4/3] min-[480px]:p-6 ${look.glow}`}
      >
        <ProductImage
          src={product.image}
          size={240}
          loading={firstScreen ? 'eager' : 'lazy'}
          fetchPriority={firstScreen ? 'high' : 'auto'}
          className="h-full max-h-40 w-auto rounded-xl object-contain drop-shadow-[0_8px_24px_rgb(0_0_0/0.6)] transition group-hover:scale-105"
        />
        <span
          className={`absolute top-3 left-3 rounded-full bg-night-950/80 px-2.5 py-1 font-display text-[0.65rem] font-bold tracking-widest uppercase ${look.text}`}
        >
          {t('store.tier', { tier: look.tier })}
        </span>
        {product.subscribers_only && (
          <span className="absolute top-3 right-3 rounded-full bg-neon-pink/15 px-2.5 py-1 font-display text-[0.65rem] font-bold tracking-widest text-neon-pink uppercase ring-1 ring-neon-pink/40">
            {t('store.subs_only')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h2 className="font-display text-sm font-bold tracking-wide text-white">
          <button
            type="button"
            onClick={() => onSelect(product)}
            className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:outline-2 after:focus-visible:outline-neon-cyan"
          >
            {product.name}
          </button>
        </h2>
        <p className="mt-1 line-clamp-2 flex-1 text-sm text-slate-300">{product.description}</p>
        <div className="mt-4 flex items-center justify-between gap-2">
          <span
            className={`flex items-center gap-1.5 font-display text-base font-extrabold ${look.text}`}
          >
            <Coins aria-hidden className="h-4 w-4" />
            {formatWhole(product.price, locale)}
            <span className="sr-only">{t('store.points_suffix')}</span>
          </span>
          <span className={`text-xs ${product.stock > 0 ? 'text-slate-300' : 'text-red-300'}`}>
            {product.stock > 0
              ? t('store.left', { count: formatWhole(product.stock, locale) })
              : t('store.out_of_stock')}
          </span>
        </div>
      </div>
    </article>
  )
}
