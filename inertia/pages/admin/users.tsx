import { useRef, useState } from 'react'
import { Search } from 'lucide-react'
import { AdminPage, AdminPanel } from '~/components/admin/admin_page'
import { UserDialog } from '~/components/admin/user_dialog'
import { call } from '~/lib/api_client'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'
import { ROLE_LABELS } from '@shared/roles'
import { useCan } from '~/hooks/use_can'
import { PointsImportPanel } from '~/components/admin/points_import_panel'
import { useLocale, useT } from '~/lib/i18n'
import { formatWhole } from '@shared/format'

type AdminUser = Data.AdminUser

function UserCard({ user, onSelect }: { user: AdminUser; onSelect: () => void }) {
  const t = useT()
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        className="neon-panel flex w-full items-center gap-3 p-3 text-left transition hover:ring-1 hover:ring-neon-cyan/60"
      >
        {user.avatar ? (
          <img
            src={user.avatar}
            alt=""
            width={48}
            height={48}
            className="h-12 w-12 shrink-0 rounded-xl object-cover ring-1 ring-white/15"
          />
        ) : (
          <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-night-800 text-center text-[10px] leading-tight text-slate-500 ring-1 ring-white/10">
            {t('admin_users.no_avatar')}
          </span>
        )}
        <span className="min-w-0">
          <span className="block truncate font-semibold text-white">{user.username}</span>
          <span className="block truncate text-xs text-slate-400">
            {user.linked_account
              ? t('admin_users.celsius_account', { name: user.linked_account.name })
              : t('admin_users.no_linked_account')}
            {user.role !== 'user' && (
              <span className="ml-2 text-neon-orange uppercase">{t(ROLE_LABELS[user.role])}</span>
            )}
          </span>
        </span>
      </button>
    </li>
  )
}

/**
 * User lookup: each non-blank change of the box asks the server; a blank box clears the list;
 * a failed lookup clears list and selection without a message (docs/product.md). Only the answer to the
 * latest query is shown, whatever order answers arrive in.
 */
export default function AdminUsers({ totalUsers }: InertiaProps<{ totalUsers: number }>) {
  const t = useT()
  const locale = useLocale()
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<AdminUser[]>([])
  const [selected, setSelected] = useState<AdminUser | null>(null)
  const [answered, setAnswered] = useState(false)
  const latest = useRef(0)
  const can = useCan()

  async function lookup(text: string) {
    setQuery(text)
    setAnswered(false)
    const ticket = ++latest.current
    if (!text.trim()) {
      setResults([])
      return
    }
    try {
      const result = await call('admin_api.users.search', { params: { username: text } })
      if (ticket !== latest.current) return
      if (!result.ok || !Array.isArray(result.data)) throw new Error('lookup failed')
      setResults(result.data)
      setAnswered(true)
    } catch {
      if (ticket !== latest.current) return
      setResults([])
      setSelected(null)
    }
  }

  function saved(user: AdminUser) {
    setResults((list) => list.map((u) => (u.id === user.id ? user : u)))
    setSelected(user)
  }

  return (
    <AdminPage title={t('admin_users.title')} subtitle={t('admin_users.subtitle')}>
      <AdminPanel>
        <label htmlFor="lookup-user" className="neon-label">
          {t('admin_users.lookup')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <input
            id="lookup-user"
            type="search"
            autoComplete="off"
            placeholder={t('admin_users.lookup_placeholder')}
            value={query}
            onChange={(event) => lookup(event.target.value)}
            className="neon-input py-3 pl-9 text-base"
          />
        </div>
        <p className="mt-2 text-xs text-slate-500">
          {t('admin_users.registered', { count: formatWhole(totalUsers, locale) })}
        </p>
      </AdminPanel>

      {!selected && results.length > 0 && (
        <ul
          aria-label={t('admin_users.matching')}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        >
          {results.map((user) => (
            <UserCard key={user.id} user={user} onSelect={() => setSelected(user)} />
          ))}
        </ul>
      )}
      {!selected && answered && results.length === 0 && (
        <p className="text-center text-sm text-slate-500">{t('admin_users.no_matches')}</p>
      )}

      {can('importPoints') && <PointsImportPanel />}

      <UserDialog
        key={selected?.id}
        user={selected}
        onClose={() => setSelected(null)}
        onSaved={saved}
      />
    </AdminPage>
  )
}
