import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { TableHead, type ColumnHead } from '~/components/ui/table_head'

/** The padding of every cell of a history table */
export const HISTORY_CELL = 'px-2.5 py-2.5 sm:px-3'

/**
 * A profile tab's history, loaded when the tab opens: a loading (or failed) line until it comes,
 * an icon and a line when it is empty, else a table that scrolls under its sticky head. Each
 * column's and each row's cells are padded with HISTORY_CELL.
 */
export function HistoryTable<Row>({
  rows,
  failed,
  loadingText,
  failedText,
  emptyIcon: EmptyIcon,
  emptyText,
  columns,
  rowKey,
  children,
  tableProps,
}: {
  /** null until loaded */
  rows: Row[] | null
  failed: boolean
  loadingText: string
  failedText: string
  emptyIcon: LucideIcon
  emptyText: string
  columns: ColumnHead[]
  rowKey: (row: Row) => string | number
  /** a row's cells */
  children: (row: Row) => ReactNode
  /** data attributes of the table */
  tableProps?: Record<`data-${string}`, boolean>
}) {
  if (rows === null) {
    return (
      <p className="py-12 text-center text-sm text-slate-400" role="status">
        {failed ? failedText : loadingText}
      </p>
    )
  }
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-center py-12 text-center">
        <EmptyIcon className="h-10 w-10 text-slate-600" aria-hidden />
        <p className="mt-3 text-sm text-slate-400">{emptyText}</p>
      </div>
    )
  }
  return (
    <div className="max-h-[26rem] overflow-auto rounded-xl border border-white/10">
      <table className="w-full text-left text-sm" {...tableProps}>
        <TableHead
          className="sticky top-0 bg-night-800 font-display text-[0.65rem] tracking-widest text-slate-400"
          columns={columns.map((column) => ({
            label: column.label,
            className: column.className ? `${HISTORY_CELL} ${column.className}` : HISTORY_CELL,
          }))}
        />
        <tbody className="divide-y divide-white/5">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-white/[0.03]">
              {children(row)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
