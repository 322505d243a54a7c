import { PageHeader } from '~/components/ui/page_header'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'

type Props = { vault: Data.Vault; winners: Data.VaultWinner[]; seedHash: string | null }

export default function AdminVault({ vault }: InertiaProps<Props>) {
  return <PageHeader title="Vault" subtitle={`Current Value $${vault.value}`} />
}
