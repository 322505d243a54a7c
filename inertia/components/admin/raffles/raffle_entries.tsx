import { useEffect, useState } from 'react'
import { Search } from 'lucide-react'
import { formatWhole } from '@shared/format'
import { call } from '~/lib/api_client'
import { Cell, DataTable } from '~/components/admin/data_table'

type Entry = {
  id: number
  username: string
  tickets: number
  points_spent: number
  chat_ticket: boolean
}

/** A raffle's entries in entry order, searched by username as the admin types */
export function RaffleEntries({ raffleId }: { raffleId: number }) {
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
          aria-label="Search entries"
          placeholder="Search a username"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="w-full bg-transparent text-sm text-white outline-none"
        />
      </label>
      <DataTable
        columns={['#', 'User', 'Tickets', 'Points', 'Chat ticket']}
        minWidth={480}
        empty={entries?.length === 0 ? 'No entries' : entries === null ? 'Loading…' : undefined}
      >
        {entries?.map((entry, index) => (
          <tr key={entry.id}>
            <Cell label="#">{index + 1}</Cell>
            <Cell label="User">{entry.username}</Cell>
            <Cell label="Tickets">{formatWhole(entry.tickets)}</Cell>
            <Cell label="Points">{formatWhole(entry.points_spent)}</Cell>
            <Cell label="Chat ticket">{entry.chat_ticket ? 'Yes' : '-'}</Cell>
          </tr>
        ))}
      </DataTable>
    </div>
  )
}
