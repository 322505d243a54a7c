import type { ReactNode } from 'react'

/**
 * A readable admin table: sticky-looking header, zebra rows, and a horizontal scroll on
 * narrow screens instead of squeezed columns.
 */
export function DataTable({
  columns,
  children,
  empty,
  minWidth = 640,
}: {
  columns: { label: string; className?: string }[]
  children: ReactNode
  /** shown in one full-width row when there are no rows */
  empty?: ReactNode
  minWidth?: number
}) {
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full border-collapse text-left text-sm" style={{ minWidth }}>
        <thead>
          <tr className="border-b border-white/10 text-xs tracking-wider text-muted uppercase">
            {columns.map((c) => (
              <th
                key={c.label}
                scope="col"
                className={`px-4 py-3 font-semibold ${c.className ?? ''}`}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5 [&>tr:nth-child(even)]:bg-white/[0.02] [&>tr:hover]:bg-white/[0.04]">
          {empty ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-400">
                {empty}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  )
}

export function Cell({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <td className={`px-4 py-3 align-middle ${className}`}>{children}</td>
}
