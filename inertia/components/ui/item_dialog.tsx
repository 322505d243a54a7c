import type { ReactNode } from 'react'
import { NeonDialog } from '~/components/ui/neon_dialog'

/**
 * A dialog about one item (a product to buy, a milestone to claim): open while there is one,
 * and it cannot be closed while its action runs
 */
export function ItemDialog<T>({
  item,
  title,
  busy,
  onClose,
  children,
}: {
  item: T | null
  title: string
  busy: boolean
  onClose: () => void
  /** the dialog's content for the item */
  children: (item: T) => ReactNode
}) {
  return (
    <NeonDialog
      open={item !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
    >
      {item !== null && <div className="mt-3">{children(item)}</div>}
    </NeonDialog>
  )
}
