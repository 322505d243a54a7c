import type { ReactNode } from 'react'

/** One column of a table's header: its heading and its cell's classes (padding, width, align) */
export type ColumnHead = { label: ReactNode; className?: string }

/** The header row of a table: a `<th scope="col">` per column, in semibold */
export function ColumnHeads({ columns, className }: { columns: ColumnHead[]; className?: string }) {
  return (
    <tr className={className}>
      {columns.map((column, index) => (
        <th key={index} scope="col" className={`${column.className ?? ''} font-semibold`.trim()}>
          {column.label}
        </th>
      ))}
    </tr>
  )
}
