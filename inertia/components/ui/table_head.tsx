import type { ReactNode } from 'react'

/** One column of a table's head: its heading and its cell's classes (padding, width, align) */
export type ColumnHead = { label: ReactNode; className?: string }

/** A table's head: one row with a semibold `<th scope="col">` per column */
export function TableHead({
  columns,
  className,
  rowClassName,
}: {
  columns: ColumnHead[]
  className?: string
  rowClassName?: string
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={`${column.className ?? ''} font-semibold`.trim()}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  )
}
