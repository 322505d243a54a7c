import { useEffect, useState } from 'react'
import { router, useHttp, usePage } from '@inertiajs/react'
import { toast } from 'sonner'
import { Coins } from 'lucide-react'
import type { Data } from '@generated/data'
import { sendForm } from '~/lib/http_form'
import { newIdempotencyKey } from '~/lib/idempotency'
import { ItemDialog } from '~/components/ui/item_dialog'
import { NeonButton } from '~/components/ui/neon_button'
import { LinkCelsiusNotice } from '~/components/ui/link_celsius_notice'
import { ProductImage } from '~/components/ui/product_image'
import { ERROR_CODES, type ErrorCode } from '@shared/errors'
import { refusalOf } from '~/lib/api_message'
import { SUBSCRIBERS_ONLY_REFUSED } from '@shared/kick_rewards'
import { formatWhole } from '@shared/format'
import { tNow, useLocale, useT } from '~/lib/i18n'

const THANK_YOU_MS = 8000

/** docs/product.md: the refusal's `error` code, as the buyer reads it */
function purchaseFailure(code: ErrorCode | null) {
  if (code === ERROR_CODES.outOfStock) return tNow('store.refused_out_of_stock')
  if (code === ERROR_CODES.insufficientFunds) return tNow('store.refused_insufficient_funds')
  if (code === ERROR_CODES.subscribersOnly) return tNow(SUBSCRIBERS_ONLY_REFUSED)
  return tNow('store.purchase_failed')
}

/**
 * Purchase confirmation. The idempotency key is made when the dialog opens, so a retried
 * confirm (double click, flaky network) can never buy twice.
 */
export function PurchaseDialog({
  product,
  onClose,
}: {
  product: Data.Product | null
  onClose: () => void
}) {
  const { user } = usePage().props
  const t = useT()
  const locale = useLocale()
  const form = useHttp({})
  const busy = form.processing
  const [key, setKey] = useState('')
  useEffect(() => {
    if (product) setKey(newIdempotencyKey())
  }, [product])

  const linked = Boolean(user?.celsius_username?.trim())
  const balance = user?.balance ?? 0

  const confirm = async (product: Data.Product) => {
    if (busy) return
    try {
      const result = await sendForm(form, 'economy.purchase', {
        params: { id: product.id },
        headers: { 'Idempotency-Key': key },
      })
      if (result.ok) {
        toast.success(t('store.thank_you', { product: product.name }), { duration: THANK_YOU_MS })
        onClose()
        router.reload()
      } else {
        toast.error(purchaseFailure(refusalOf(result.data).code))
      }
    } catch {
      toast.error(purchaseFailure(null))
    }
  }

  return (
    <ItemDialog item={product} title={t('store.confirm_title')} busy={busy} onClose={onClose}>
      {(product) => (
        <>
          <div className="flex items-center gap-4 rounded-xl border border-white/10 bg-night-950/60 p-3">
            <ProductImage
              src={product.image}
              size={72}
              className="h-18 w-18 shrink-0 rounded-lg bg-night-800 object-contain p-1"
            />
            <div className="min-w-0">
              <p className="font-display font-bold text-white">{product.name}</p>
              <p className="mt-1 line-clamp-2 text-sm text-slate-300">{product.description}</p>
            </div>
          </div>

          <dl className="mt-4 space-y-2 text-sm">
            <div className="flex justify-between">
              <dt className="text-slate-300">{t('store.price')}</dt>
              <dd className="flex items-center gap-1 font-semibold text-neon-mint">
                <Coins aria-hidden className="h-4 w-4" />
                {t('store.amount_points', { amount: formatWhole(product.price, locale) })}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-300">{t('store.your_balance')}</dt>
              <dd className="font-semibold text-white">
                {t('store.amount_points', { amount: formatWhole(balance, locale) })}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-slate-300">{t('store.after_purchase')}</dt>
              <dd
                className={`font-semibold ${balance >= product.price ? 'text-white' : 'text-red-300'}`}
              >
                {t('store.amount_points', {
                  amount: formatWhole(balance - product.price, locale),
                })}
              </dd>
            </div>
          </dl>

          {linked ? (
            <div className="mt-6 flex gap-3">
              <NeonButton variant="vapourGray" className="flex-1" onClick={onClose} disabled={busy}>
                {t('common.cancel')}
              </NeonButton>
              <NeonButton className="flex-1" onClick={() => confirm(product)} disabled={busy}>
                {busy ? t('store.purchasing') : t('store.confirm_button')}
              </NeonButton>
            </div>
          ) : (
            <LinkCelsiusNotice onLeave={onClose} />
          )}
        </>
      )}
    </ItemDialog>
  )
}
