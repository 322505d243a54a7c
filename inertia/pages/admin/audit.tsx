import { Link } from '@inertiajs/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { Data } from '@generated/data'
import { AdminPage, AdminPanel } from '~/components/admin/admin_page'
import { Cell, DataTable, DateTimeCell } from '~/components/admin/data_table'
import { neonButtonClass } from '~/components/ui/neon_button'
import type { InertiaProps } from '~/types'
import { formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

type Props = { entries: Data.AuditLog[]; page: number; lastPage: number; total: number }

type Json = Data.AuditLog['before']

const show = (value: Json | undefined, empty: string) => {
  if (value === undefined || value === null) return '—'
  if (value === '') return empty
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** before -> after per field; one-sided records (create, delete) list their fields */
function Change({ before, after }: { before: Json; after: Json }) {
  const t = useT()
  const isObject = (v: Json): v is { [key: string]: Json } =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
  const b = isObject(before) ? before : {}
  const a = isObject(after) ? after : {}
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])]
  const changed = keys.filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
  if (changed.length === 0)
    return <span className="text-slate-500">{t('admin_audit.no_change')}</span>
  return (
    <ul className="space-y-0.5 text-xs">
      {changed.map((key) => (
        <li key={key} className="break-words">
          <span className="text-muted">{key}: </span>
          {key in b && (
            <span className="text-neon-pink/90 line-through decoration-1">
              {show(b[key], t('admin_audit.empty_value'))}
            </span>
          )}
          {key in b && key in a && <span className="text-slate-500"> → </span>}
          {key in a && (
            <span className="text-neon-mint">{show(a[key], t('admin_audit.empty_value'))}</span>
          )}
        </li>
      ))}
    </ul>
  )
}

function Pager({ page, lastPage }: { page: number; lastPage: number }) {
  const t = useT()
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
    <nav
      aria-label={t('admin_audit.pages')}
      className="mt-4 flex items-center justify-between gap-2"
    >
      {link(
        page - 1,
        t('admin_audit.newer'),
        <ChevronLeft className="h-4 w-4" aria-hidden />,
        page <= 1
      )}
      <span className="text-xs text-slate-400">
        {t('admin_audit.page_of', { page: String(page), last: String(lastPage) })}
      </span>
      {link(
        page + 1,
        t('admin_audit.older'),
        <ChevronRight className="h-4 w-4" aria-hidden />,
        page >= lastPage
      )}
    </nav>
  )
}

export default function AdminAudit({ entries, page, lastPage, total }: InertiaProps<Props>) {
  const t = useT()
  const locale = useLocale()
  const col = {
    when: t('admin_audit.col_when'),
    admin: t('admin_audit.col_admin'),
    action: t('admin_audit.col_action'),
    subject: t('admin_audit.col_subject'),
    change: t('admin_audit.col_change'),
  }
  return (
    <AdminPage title={t('admin_audit.title')} subtitle={t('admin_audit.subtitle')}>
      <AdminPanel
        title={t('admin_audit.changes')}
        note={t('admin_audit.recorded', { total: formatWhole(total, locale) })}
      >
        <DataTable
          columns={[col.when, col.admin, col.action, col.subject, col.change]}
          empty={entries.length === 0 ? t('admin_audit.empty') : undefined}
          minWidth={820}
        >
          {entries.map((e) => (
            <tr key={e.id} className="align-top">
              <DateTimeCell label={col.when} value={e.created_at} />
              <Cell label={col.admin} className="font-semibold text-white">
                {e.actor ?? t('admin_audit.deleted_user')}
              </Cell>
              <Cell label={col.action}>
                <code className="rounded bg-white/5 px-1.5 py-0.5 font-mono text-xs text-neon-cyan">
                  {e.action}
                </code>
              </Cell>
              <Cell label={col.subject} className="whitespace-nowrap text-slate-400">
                {e.subject_type ? `${e.subject_type} #${e.subject_id}` : '—'}
              </Cell>
              <Cell label={col.change} className="max-w-md">
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
