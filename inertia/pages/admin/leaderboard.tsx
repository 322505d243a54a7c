import { PageHeader } from '~/components/ui/page_header'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'

type Props = { settings: Data.LeaderboardSetting[]; stats: Data.LeaderboardStats[] }

export default function AdminLeaderboard({ settings }: InertiaProps<Props>) {
  return (
    <>
      <PageHeader title="Leaderboards" subtitle="Configure and manage all leaderboards" />
      <ul className="mx-auto max-w-4xl px-4">
        {settings.map((s) => (
          <li key={s.provider}>{s.provider}</li>
        ))}
      </ul>
    </>
  )
}
