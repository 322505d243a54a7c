import { PageHeader } from '~/components/ui/page_header'
import type { InertiaProps } from '~/types'
import type { Data } from '@generated/data'

export default function Leaderboard({
  initial,
  boards,
}: InertiaProps<{ initial: string; boards: Data.Board[] }>) {
  const board = boards.find((b) => b.provider === initial) ?? boards[0]
  return (
    <>
      <PageHeader
        title="Wager Leaderboard"
        subtitle="Compete with other players and win big rewards!"
      />
      <div className="mx-auto max-w-4xl px-4">
        <p>
          {board.provider}: ${board.prize.toLocaleString('en-US')}
        </p>
        <ol>
          {board.leaderboard.map((e) => (
            <li key={e.username}>
              {e.username} {Math.floor(e.wagered)}
            </li>
          ))}
        </ol>
      </div>
    </>
  )
}
