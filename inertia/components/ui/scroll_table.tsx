import type { ReactNode } from 'react'
import { TableHead, type ColumnHead } from '~/components/ui/table_head'

/**
 * A table in a rounded panel that scrolls under its sticky, blurred head. The scrolling box is
 * focusable and named by `label`, so keyboard users can scroll it too.
 */
export function ScrollTable({
  label,
  columns,
  rowClassName,
  className = '',
  scrollClassName,
  tableClassName,
  headClassName,
  scrollData,
  above,
  children,
}: {
  label: string
  columns: ColumnHead[]
  /** the head row's classes */
  rowClassName: string
  /** the panel's classes (its margin) */
  className?: string
  /** the scrolling box's height and overflow */
  scrollClassName: string
  tableClassName: string
  /** more classes of the sticky head (its stacking) */
  headClassName?: string
  /** data attributes of the scrolling box */
  scrollData?: Record<`data-${string}`, boolean>
  /** shown in the panel above the table */
  above?: ReactNode
  /** the rows */
  children: ReactNode
}) {
  return (
    <div
      className={`overflow-hidden rounded-2xl border border-white/10 bg-night-900/80 ${className}`}
    >
      {above}
      <div className={scrollClassName} tabIndex={0} aria-label={label} {...scrollData}>
        <table className={tableClassName}>
          <TableHead
            className={`sticky top-0 ${headClassName ?? ''} bg-night-800/95 backdrop-blur`}
            rowClassName={rowClassName}
            columns={columns}
          />
          <tbody>{children}</tbody>
        </table>
      </div>
    </div>
  )
}
