import type { ComponentProps, CSSProperties, ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { NeonButton, type ButtonVariant } from '~/components/ui/neon_button'
import { LocalDate } from '~/components/admin/local_date'
import { useT } from '~/lib/i18n'

type Column = { label: string; className?: string }

/** The classes of the last column of a table whose rows have buttons */
const ACTIONS_CLASS = 'text-right'

/**
 * A readable admin table. From the md breakpoint up it is a real table (zebra rows, and a
 * horizontal scroll rather than squeezed columns when space runs out); on phones every row
 * becomes a card whose cells show their column label, so nothing hides off-screen.
 */
export function DataTable({
  columns: dataColumns,
  actions = false,
  children,
  empty,
  minWidth = 640,
}: {
  /** a column's label, or its label and the classes of its heading (e.g. `text-right`) */
  columns: (string | Column)[]
  /** the rows end with an ActionsCell: adds its column */
  actions?: boolean
  children: ReactNode
  /** shown in one full-width row when there are no rows */
  empty?: ReactNode
  /** the table's minimum width on larger screens, in px */
  minWidth?: number
}) {
  const t = useT()
  const columns = dataColumns.map((c): Column => (typeof c === 'string' ? { label: c } : c))
  if (actions) columns.push({ label: t('admin.table_actions'), className: ACTIONS_CLASS })
  return (
    <div className="md:overflow-x-auto">
      <table
        className="w-full border-collapse text-left text-sm max-md:block md:min-w-(--table-min)"
        style={{ '--table-min': `${minWidth}px` } as CSSProperties}
      >
        <thead className="max-md:hidden">
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
        <tbody className="max-md:block max-md:space-y-3 md:divide-y md:divide-white/5 md:[&>tr:hover]:bg-white/[0.04] md:[&>tr:nth-child(even)]:bg-white/[0.02] max-md:[&>tr]:block max-md:[&>tr]:rounded-xl max-md:[&>tr]:bg-night-950/50 max-md:[&>tr]:p-3 max-md:[&>tr]:ring-1 max-md:[&>tr]:ring-white/10">
          {empty ? (
            <tr>
              <td
                colSpan={columns.length}
                className="px-4 py-10 text-center text-slate-400 max-md:block max-md:py-6"
              >
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

/** A cell; `label` is its column name, shown beside the value on phones */
export function Cell({
  label,
  children,
  className = '',
}: {
  label: string
  children: ReactNode
  className?: string
}) {
  return (
    <td
      data-label={label}
      className={`px-4 py-3 align-middle max-md:flex max-md:min-h-9 max-md:items-center max-md:justify-between max-md:gap-4 max-md:px-1 max-md:py-1.5 max-md:text-right max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wider max-md:before:text-muted max-md:before:uppercase max-md:before:content-[attr(data-label)] ${className}`}
    >
      {children}
    </td>
  )
}

/** A cell of a date and time in the viewer's local format, muted and kept on one line */
export function DateTimeCell({ label, value }: { label: string; value: string | null }) {
  return (
    <Cell label={label} className="whitespace-nowrap text-slate-400">
      <LocalDate value={value} withTime />
    </Cell>
  )
}

/** The cell of a row's buttons, side by side at the right */
export function ActionsCell({ children }: { children: ReactNode }) {
  const t = useT()
  return (
    <Cell label={t('admin.table_actions')} className={`${ACTIONS_CLASS} whitespace-nowrap`}>
      <div className="inline-flex gap-2">{children}</div>
    </Cell>
  )
}

/** A small button of an ActionsCell, its icon before its label */
export function RowButton({
  icon,
  children,
  ...button
}: Omit<ComponentProps<typeof NeonButton>, 'size'> & { icon: LucideIcon }) {
  return (
    <NeonButton size="sm" icon={icon} iconClassName="h-3.5 w-3.5" {...button}>
      {children}
    </NeonButton>
  )
}

/** One button of RowButtons: its label, icon and look */
export type RowAction = { label: string; icon: LucideIcon; variant?: ButtonVariant }

/** The buttons of a row, described by data: `onClick` gets the one pressed */
export function RowButtons<A extends RowAction>({
  actions,
  onClick,
  disabled,
  labelFor,
}: {
  actions: readonly A[]
  onClick: (action: A) => void
  disabled?: boolean
  /** a button's accessible name, where its label alone does not say which row it acts on */
  labelFor?: (action: A) => string
}) {
  return actions.map((action) => (
    <RowButton
      key={action.label}
      icon={action.icon}
      variant={action.variant}
      disabled={disabled}
      aria-label={labelFor?.(action)}
      onClick={() => onClick(action)}
    >
      {action.label}
    </RowButton>
  ))
}
