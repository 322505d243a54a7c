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

type Product = Data.Product

/** docs/product.md's toasts for each product call */
const MESSAGES = {
  create: ['Product created successfully', 'Failed to create product', 'Error creating product'],
  update: ['Product updated successfully', 'Failed to update product', 'Error updating product'],
  delete: ['Product deleted successfully', 'Failed to delete product', 'Error deleting product'],
} as const

type Modal = { kind: 'add' } | { kind: 'edit' | 'delete'; product: Product } | null

/** The buttons of a product's row, each opening its dialog */
const ROW_ACTIONS = [
  { kind: 'edit', label: 'Edit', icon: Pencil, variant: 'vapourBlue' },
  { kind: 'delete', label: 'Delete', icon: Trash2, variant: 'vapourPink' },
] as const

export default function AdminShop({ products }: InertiaProps<{ products: Product[] }>) {
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
      success,
      accept: (answer) => typeof answer === 'object' && answer !== null,
      refused: failed,
      failure: (serverMessage) => `${errorPrefix}: ${serverMessage ?? 'Unknown error'}`,
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
      title="Products"
      subtitle="Everything in the point shop. Deleted products leave the shop; past purchases keep their details."
      actions={
        <NeonButton onClick={() => setModal({ kind: 'add' })}>
          <Plus className="h-4 w-4" aria-hidden />
          Add New Product
        </NeonButton>
      }
    >
      <AdminPanel title="All Products" note={`${products.length} listed`}>
        <DataTable
          columns={[
            'Image',
            'Name',
            'Description',
            { label: 'Price', className: 'text-right' },
            { label: 'Stock', className: 'text-right' },
          ]}
          actions
          empty={products.length === 0 ? 'No products available' : undefined}
          minWidth={760}
        >
          {products.map((product) => (
            <tr key={product.id} data-product={product.name}>
              <Cell label="Image">
                <ProductImage
                  src={product.image}
                  alt={product.name}
                  size={48}
                  framed
                  className="h-12 w-12"
                />
              </Cell>
              <Cell label="Name" className="font-semibold text-white">
                {product.name}
              </Cell>
              <Cell label="Description" className="md:max-w-[18rem]">
                <p className="min-w-0 truncate text-slate-400" title={product.description}>
                  {product.description}
                </p>
              </Cell>
              <Cell label="Price" className="text-right font-semibold text-neon-mint tabular-nums">
                {product.price.toLocaleString('en-US')}
              </Cell>
              <Cell
                label="Stock"
                className={`text-right tabular-nums ${product.stock === 0 ? 'text-neon-orange' : ''}`}
              >
                {product.stock.toLocaleString('en-US')}
              </Cell>
              <ActionsCell>
                <RowButtons
                  actions={ROW_ACTIONS}
                  onClick={({ kind }) => setModal({ kind, product })}
                  labelFor={({ label }) => `${label} ${product.name}`}
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
        title="Delete Product"
        message={`Are you sure you want to delete ${deleting?.name ?? ''}? This action cannot be undone.`}
        confirmLabel="Delete Product"
        busyLabel="Deleting..."
        busy={busy}
        variant="vapourPink"
        onConfirm={() =>
          run('delete', () => call('admin_api.products.delete', { params: { id: deleting!.id } }))
        }
      />
    </AdminPage>
  )
}
