import { Link } from '@inertiajs/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { Data } from '@generated/data'
import { AdminPage, AdminPanel } from '~/components/admin/admin_page'
import { Cell, DataTable, DateTimeCell } from '~/components/admin/data_table'
import { neonButtonClass } from '~/components/ui/neon_button'
import type { InertiaProps } from '~/types'

type Props = { entries: Data.AuditLog[]; page: number; lastPage: number; total: number }

type Json = Data.AuditLog['before']

const show = (value: Json | undefined) => {
  if (value === undefined || value === null) return '—'
  if (value === '') return '(empty)'
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** before -> after per field; one-sided records (create, delete) list their fields */
function Change({ before, after }: { before: Json; after: Json }) {
  const isObject = (v: Json): v is { [key: string]: Json } =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
  const b = isObject(before) ? before : {}
  const a = isObject(after) ? after : {}
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])]
  const changed = keys.filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
  if (changed.length === 0) return <span className="text-slate-500">no change</span>
  return (
    <ul className="space-y-0.5 text-xs">
      {changed.map((key) => (
        <li key={key} className="break-words">
          <span className="text-muted">{key}: </span>
          {key in b && (
            <span className="text-neon-pink/90 line-through decoration-1">{show(b[key])}</span>
          )}
          {key in b && key in a && <span className="text-slate-500"> → </span>}
          {key in a && <span className="text-neon-mint">{show(a[key])}</span>}
        </li>
      ))}
    </ul>
  )
}

function Pager({ page, lastPage }: { page: number; lastPage: number }) {
  const link = (target: number, label: string, icon: React.ReactNode, disabled: boolean) =>
    disabled ? (
      <span className={neonButtonClass('vapourGray', 'sm', 'pointer-events-none opacity-40')}>
        {icon}
        {label}
      </span>
    ) : (
      <Link href={`/admin/audit?page=${target}`} className={neonButtonClass('vapourGray', 'sm')}>
        {icon}
        {label}
      </Link>
    )
  return (
    <nav aria-label="Audit pages" className="mt-4 flex items-center justify-between gap-2">
      {link(page - 1, 'Newer', <ChevronLeft className="h-4 w-4" aria-hidden />, page <= 1)}
      <span className="text-xs text-slate-400">
        Page {page} of {lastPage}
      </span>
      {link(page + 1, 'Older', <ChevronRight className="h-4 w-4" aria-hidden />, page >= lastPage)}
    </nav>
  )
}

export default function AdminAudit({ entries, page, lastPage, total }: InertiaProps<Props>) {
  return (
    <AdminPage title="Audit log" subtitle="Every admin change: who, what, before and after, when.">
      <AdminPanel title="Changes" note={`${total.toLocaleString('en-US')} recorded`}>
        <DataTable
          columns={['When', 'Admin', 'Action', 'Subject', 'Change']}
          empty={entries.length === 0 ? 'No admin changes recorded yet' : undefined}
          minWidth={820}
        >
          {entries.map((e) => (
            <tr key={e.id} className="align-top">
              <DateTimeCell label="When" value={e.created_at} />
              <Cell label="Admin" className="font-semibold text-white">
                {e.actor ?? 'deleted user'}
              </Cell>
              <Cell label="Action">
                <code className="rounded bg-white/5 px-1.5 py-0.5 font-mono text-xs text-neon-cyan">
                  {e.action}
                </code>
              </Cell>
              <Cell label="Subject" className="whitespace-nowrap text-slate-400">
                {e.subject_type ? `${e.subject_type} #${e.subject_id}` : '—'}
              </Cell>
              <Cell label="Change" className="max-w-md">
                <Change before={e.before} after={e.after} />
              </Cell>
            </tr>
          ))}
        </DataTable>
        {lastPage > 1 && <Pager page={page} lastPage={lastPage} />}
      </AdminPanel>
    </AdminPage>
  )
}
