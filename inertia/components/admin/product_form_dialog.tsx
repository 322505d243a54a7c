import { useEffect, useState, type FormEvent } from 'react'
import type { Data } from '@generated/data'
import { ADMIN_LIMITS } from '@shared/admin'
import { NeonDialog } from '~/components/ui/neon_dialog'
import { Field, Labelled, WholeNumberField } from '~/components/admin/field'
import { ProductImage } from '~/components/ui/product_image'
import { adminToast } from '~/lib/toasts'
import { DialogButtons } from '~/components/admin/dialog_buttons'
import { useT } from '~/lib/i18n'
import type { MessageKey } from '@shared/messages'

export type ProductFormValues = {
  name: string
  description: string
  price: string
  stock: string
  image: File | null
  subscribersOnly: boolean
}

const EMPTY: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  stock: '',
  image: null,
  subscribersOnly: false,
}

const MODES = {
  add: {
    title: 'admin_users_shop.product_add_title',
    submit: 'admin_users_shop.product_create',
    busy: 'admin_users_shop.product_creating',
  },
  edit: {
    title: 'admin_users_shop.product_edit_title',
    submit: 'admin_users_shop.product_update',
    busy: 'admin_users_shop.product_updating',
  },
} as const satisfies Record<string, Record<string, MessageKey>>

/**
 * The Add New Product and Edit Product modals (same fields; Edit starts prefilled with the
 * current image as preview). Add requires every field and an image; Edit sends what is
 * filled in (see toProductForm).
 */
export function ProductFormDialog({
  mode,
  product,
  open,
  busy,
  onOpenChange,
  onSubmit,
}: {
  mode: keyof typeof MODES
  product?: Data.Product | null
  open: boolean
  busy: boolean
  onOpenChange: (open: boolean) => void
  onSubmit: (values: ProductFormValues) => void
}) {
  const [values, setValues] = useState<ProductFormValues>(EMPTY)
  const [preview, setPreview] = useState<string | null>(null)
  const labels = MODES[mode]
  const t = useT()

  useEffect(() => {
    if (!open) return
    setValues(
      product
        ? {
            name: product.name,
            description: product.description,
            price: String(product.price),
            stock: String(product.stock),
            image: null,
            subscribersOnly: product.subscribers_only,
          }
        : EMPTY
    )
    setPreview(product?.image ?? null)
  }, [open, product?.id])

  useEffect(() => {
    if (!values.image) return
    const url = URL.createObjectURL(values.image)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [values.image])

  const set = (key: keyof ProductFormValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }))

  function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const missing = [values.name, values.description, values.price, values.stock].some(
      (v) => v.trim() === ''
    )
    if (mode === 'add' && (missing || !values.image)) {
      adminToast.error(t('admin_users_shop.product_fill_all'))
      return
    }
    onSubmit(values)
  }

  return (
    <NeonDialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t(labels.title)}
      size="lg"
    >
      <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <div className="sm:col-span-2">
          <Field
            label={t('admin_users_shop.product_name')}
            id={`${mode}-product-name`}
            value={values.name}
            maxLength={ADMIN_LIMITS.productNameMax}
            onChange={set('name')}
          />
        </div>
        <div className="sm:col-span-2">
          <Labelled
            label={t('admin_users_shop.product_description')}
            id={`${mode}-product-description`}
          >
            <textarea
              id={`${mode}-product-description`}
              className="neon-input min-h-24 resize-y"
              value={values.description}
              maxLength={ADMIN_LIMITS.productDescriptionMax}
              onChange={set('description')}
            />
          </Labelled>
        </div>
        <WholeNumberField
          label={t('admin_users_shop.product_price')}
          id={`${mode}-product-price`}
          value={values.price}
          onChange={set('price')}
        />
        <WholeNumberField
          label={t('admin_users_shop.product_stock')}
          id={`${mode}-product-stock`}
          value={values.stock}
          onChange={set('stock')}
        />
        <label
          htmlFor={`${mode}-product-subscribers`}
          className="flex items-center gap-2 text-sm text-slate-200 sm:col-span-2"
        >
          <input
            id={`${mode}-product-subscribers`}
            type="checkbox"
            checked={values.subscribersOnly}
            onChange={(e) => setValues((v) => ({ ...v, subscribersOnly: e.target.checked }))}
            className="h-4 w-4 accent-neon-cyan"
          />
          {t('admin_users_shop.product_subscribers_only')}
        </label>
        <div className="flex items-center gap-4 sm:col-span-2">
          <ProductImage
            src={preview}
            alt={t('admin_users_shop.product_preview')}
            size={80}
            framed
            className="h-20 w-20"
          />
          <div className="min-w-0 flex-1">
            <label htmlFor={`${mode}-product-image`} className="neon-label">
              {t('admin_users_shop.product_image')}
            </label>
            <input
              id={`${mode}-product-image`}
              type="file"
              accept="image/*"
              onChange={(e) => setValues((v) => ({ ...v, image: e.target.files?.[0] ?? null }))}
              className="block w-full text-sm text-slate-300 file:mr-3 file:rounded-lg file:border-0 file:bg-neon-cyan/10 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-neon-cyan hover:file:bg-neon-cyan/20"
            />
          </div>
        </div>
        <DialogButtons
          busy={busy}
          onCancel={() => onOpenChange(false)}
          submitLabel={t(busy ? labels.busy : labels.submit)}
          className="sm:col-span-2"
        />
      </form>
    </NeonDialog>
  )
}

/** The multipart body: every non-empty field (Edit: only what is filled in; image optional) */
export function toProductForm(values: ProductFormValues) {
  const form = new FormData()
  for (const key of ['name', 'description', 'price', 'stock'] as const) {
    const value = values[key].trim()
    if (value !== '') form.append(key, value)
  }
  if (values.image) form.append('image', values.image)
  form.append('subscribers_only', values.subscribersOnly ? 'true' : 'false')
  return form
}
