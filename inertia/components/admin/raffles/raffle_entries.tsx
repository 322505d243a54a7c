import { useEffect, useState } from 'react'
import { Search } from 'lucide-react'
import { formatWhole } from '@shared/format'
import { call } from '~/lib/api_client'
import { Cell, DataTable } from '~/components/admin/data_table'
import { useLocale, useT } from '~/lib/i18n'
import { PlatformBadge } from '~/components/ui/platform_badge'
import type { RequestVia } from '@shared/slot_requests'

type Entry = {
  id: number
  username: string
  tickets: number
  points_spent: number
  chat_ticket: boolean
  /** the chat whose keyword gave the free ticket ('site': none, or given before it was kept) */
  via: RequestVia
}

/** A raffle's entries in entry order, searched by username as the admin types */
export function RaffleEntries({ raffleId }: { raffleId: number }) {
  const t = useT()
  const locale = useLocale()
  const [search, setSearch] = useState('')
  const [entries, setEntries] = useState<Entry[] | null>(null)
  useEffect(() => {
    let current = true
    const timer = window.setTimeout(async () => {
      const result = await call('admin_api.raffles.entries', {
        params: { id: raffleId },
        query: search ? { search } : {},
      })
      if (current && result.ok) setEntries(result.data.entries)
    }, 200)
    return () => {
      current = false
      window.clearTimeout(timer)
    }
  }, [raffleId, search])
  return (
    <div className="space-y-3" data-raffle-entries-admin={raffleId}>
      <label className="flex items-center gap-2 rounded-lg border border-white/10 bg-night-950/80 px-3 py-2">
        <Search aria-hidden className="h-4 w-4 text-muted" />
        <input
          aria-label={t('admin_raffles.search_entries')}
          placeholder={t('admin_raffles.search_placeholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="w-full bg-transparent text-sm text-white outline-none"
        />
      </label>
      <DataTable
        columns={[
          '#',
          t('admin_raffles.col_user'),
          t('admin_raffles.col_tickets'),
          t('admin_raffles.col_points'),
          t('admin_raffles.col_chat_ticket'),
        ]}
        minWidth={480}
        empty={
          entries?.length === 0
            ? t('admin_raffles.no_entries')
            : entries === null
              ? t('common.loading')
              : undefined
        }
      >
        {entries?.map((entry, index) => (
          <tr key={entry.id}>
            <Cell label="#">{index + 1}</Cell>
            <Cell label={t('admin_raffles.col_user')}>{entry.username}</Cell>
            <Cell label={t('admin_raffles.col_tickets')}>{formatWhole(entry.tickets, locale)}</Cell>
            <Cell label={t('admin_raffles.col_points')}>
              {formatWhole(entry.points_spent, locale)}
            </Cell>
            <Cell label={t('admin_raffles.col_chat_ticket')}>
              {entry.chat_ticket ? (
                <span data-entry-via={entry.via}>
                  {t('admin_raffles.yes')} <PlatformBadge via={entry.via} className="ml-1" />
                </span>
              ) : (
                '-'
              )}
            </Cell>
          </tr>
        ))}
      </DataTable>
    </div>
  )
}
