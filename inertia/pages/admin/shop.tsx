import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import type { Data } from '@generated/data'
import { AdminPage, AdminPanel } from '~/components/admin/admin_page'
import { ActionsCell, Cell, DataTable, RowButtons } from '~/components/admin/data_table'
import { ConfirmDialog } from '~/components/admin/confirm_dialog'
import { ProductImage } from '~/components/ui/product_image'
import {
  ProductFormDialog,
  toProductForm,
  type ProductFormValues,
} from '~/components/admin/product_form_dialog'
import { NeonButton } from '~/components/ui/neon_button'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call, type ApiResult } from '~/lib/api_client'
import type { InertiaProps } from '~/types'
import { useLocale, useT } from '~/lib/i18n'
import { formatWhole } from '@shared/format'
import type { MessageKey } from '@shared/messages'

type Product = Data.Product

/** docs/product.md's toasts for each product call */
const MESSAGES = {
  create: ['admin_shop.created', 'admin_shop.create_failed', 'admin_shop.create_error'],
  update: ['admin_shop.updated', 'admin_shop.update_failed', 'admin_shop.update_error'],
  delete: ['admin_shop.deleted', 'admin_shop.delete_failed', 'admin_shop.delete_error'],
} as const satisfies Record<string, readonly [MessageKey, MessageKey, MessageKey]>

type Modal = { kind: 'add' } | { kind: 'edit' | 'delete'; product: Product } | null

/** The buttons of a product's row, each opening its dialog */
const ROW_ACTIONS = [
  { kind: 'edit', label: 'admin_shop.edit', icon: Pencil, variant: 'vapourBlue' },
  { kind: 'delete', label: 'admin_shop.delete', icon: Trash2, variant: 'vapourPink' },
] as const

export default function AdminShop({ products }: InertiaProps<{ products: Product[] }>) {
  const t = useT()
  const locale = useLocale()
  const [modal, setModal] = useState<Modal>(null)
  const { busy, run: runAction } = useAdminAction()

  /**
   * Success is a 2xx JSON answer (an HTML page answered instead is a plain failure); a refused
   * or failed request shows the server's message. After success the page reloads its products.
   */
  async function run(
    action: keyof typeof MESSAGES,
    request: () => Promise<ApiResult<{ message: string }>>
  ) {
    const [success, failed, errorPrefix] = MESSAGES[action]
    const done = await runAction(request, {
      success: t(success),
      accept: (answer) => typeof answer === 'object' && answer !== null,
      refused: t(failed),
      failure: (serverMessage) =>
        t(errorPrefix, { message: serverMessage ?? t('admin_shop.unknown_error') }),
    })
    if (!done) return
    setModal(null)
    router.reload()
  }

  const close = (open: boolean) => !open && setModal(null)
  const editing = modal?.kind === 'edit' ? modal.product : null
  const deleting = modal?.kind === 'delete' ? modal.product : null

  return (
    <AdminPage
      title={t('admin_shop.title')}
      subtitle={t('admin_shop.subtitle')}
      actions={
        <NeonButton onClick={() => setModal({ kind: 'add' })}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('admin_shop.add_product')}
        </NeonButton>
      }
    >
      <AdminPanel
        title={t('admin_shop.all_products')}
        note={t('admin_shop.listed', { count: products.length })}
      >
        <DataTable
          columns={[
            t('admin_shop.col_image'),
            t('admin_shop.col_name'),
            t('admin_shop.col_description'),
            { label: t('admin_shop.col_price'), className: 'text-right' },
            { label: t('admin_shop.col_stock'), className: 'text-right' },
          ]}
          actions
          empty={products.length === 0 ? t('admin_shop.empty') : undefined}
          minWidth={760}
        >
          {products.map((product) => (
            <tr key={product.id} data-product={product.name}>
              <Cell label={t('admin_shop.col_image')}>
                <ProductImage
                  src={product.image}
                  alt={product.name}
                  size={48}
                  framed
                  className="h-12 w-12"
                />
              </Cell>
              <Cell label={t('admin_shop.col_name')} className="font-semibold text-white">
                {product.name}
              </Cell>
              <Cell label={t('admin_shop.col_description')} className="md:max-w-[18rem]">
                <p className="min-w-0 truncate text-slate-400" title={product.description}>
                  {product.description}
                </p>
              </Cell>
              <Cell
                label={t('admin_shop.col_price')}
                className="text-right font-semibold text-neon-mint tabular-nums"
              >
                {formatWhole(product.price, locale)}
              </Cell>
              <Cell
                label={t('admin_shop.col_stock')}
                className={`text-right tabular-nums ${product.stock === 0 ? 'text-neon-orange' : ''}`}
              >
                {formatWhole(product.stock, locale)}
              </Cell>
              <ActionsCell>
                <RowButtons
                  actions={ROW_ACTIONS.map((action) => ({ ...action, label: t(action.label) }))}
                  onClick={({ kind }) => setModal({ kind, product })}
                  labelFor={({ kind }) =>
                    t(kind === 'edit' ? 'admin_shop.edit_named' : 'admin_shop.delete_named', {
                      name: product.name,
                    })
                  }
                />
              </ActionsCell>
            </tr>
          ))}
        </DataTable>
      </AdminPanel>

      <ProductFormDialog
        mode="add"
        open={modal?.kind === 'add'}
        busy={busy}
        onOpenChange={close}
        onSubmit={(values: ProductFormValues) =>
          run('create', () => call('admin_api.products.create', { body: toProductForm(values) }))
        }
      />
      <ProductFormDialog
        mode="edit"
        product={editing}
        open={editing !== null}
        busy={busy}
        onOpenChange={close}
        onSubmit={(values: ProductFormValues) =>
          run('update', () =>
            call('admin_api.products.update', {
              params: { id: editing!.id },
              body: toProductForm(values),
            })
          )
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={close}
        title={t('admin_shop.delete_title')}
        message={t('admin_shop.delete_message', { name: deleting?.name ?? '' })}
        confirmLabel={t('admin_shop.delete_title')}
        busyLabel={t('admin_shop.deleting')}
        busy={busy}
        variant="vapourPink"
        onConfirm={() =>
          run('delete', () => call('admin_api.products.delete', { params: { id: deleting!.id } }))
        }
      />
    </AdminPage>
  )
}
