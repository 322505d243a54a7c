import { PageHeader } from '~/components/ui/page_header'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'

type Props = {
  vault: Data.Vault
  winners: Data.VaultWinner[]
  seedHash: string | null
  pointsPerDollar: number
}

export default function Vault({ vault, winners }: InertiaProps<Props>) {
  return (
    <>
      <PageHeader title="Vault" />
      <div className="mx-auto max-w-3xl px-4">
        <p>
          ${vault.value.toLocaleString('en-US')} · {vault.streams_active} streams
        </p>
        <ul>
          {winners.map((w) => (
            <li key={w.id}>
              {w.username} ${w.amount}
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
