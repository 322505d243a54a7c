import { Check } from 'lucide-react'
import { voteShare, type PublicPoll } from '@shared/polls'
import { useT } from '~/lib/i18n'

/**
 * Each option of a poll with its share of the votes as a bar, its number (what `!vote` takes)
 * and its votes; the leader marked once the poll is closed. `onVote` makes the rows buttons
 * (an open poll the viewer has not voted in); `mine` marks the viewer's own option.
 */
export function PollOptions({
  poll,
  mine = null,
  onVote,
  busy = false,
  large = false,
}: {
  poll: PublicPoll
  mine?: number | null
  onVote?: (index: number) => void
  busy?: boolean
  large?: boolean
}) {
  const t = useT()
  const top = Math.max(0, ...poll.options.map((option) => option.votes))
  return (
    <ol className={large ? 'space-y-3' : 'space-y-2'}>
      {poll.options.map((option, index) => {
        const share = voteShare(option.votes, poll.votes)
        const leading = poll.status === 'closed' && top > 0 && option.votes === top
        const row = (
          <>
            <span
              aria-hidden
              className={`absolute inset-y-0 left-0 rounded-lg transition-[width] duration-500 ${leading ? 'bg-neon-green/25' : 'bg-[var(--accent,theme(colors.neon.cyan))]/20'}`}
              style={{ width: `${share}%` }}
            />
            <span className="relative flex min-w-[7rem] flex-1 items-center gap-2 font-semibold break-words text-white">
              <span className="shrink-0 rounded bg-black/40 px-1.5 font-display text-[var(--accent,theme(colors.neon.cyan))] tabular-nums">
                {index + 1}
              </span>
              {leading && (
                <Check
                  className="h-4 w-4 shrink-0 text-neon-green"
                  aria-label={t('polls.leading')}
                />
              )}
              <span className="min-w-0">
                {option.label}
                {mine === index && (
                  <span className="ml-2 inline-block rounded bg-neon-pink/20 px-1.5 align-middle text-[10px] tracking-widest whitespace-nowrap text-neon-pink uppercase">
                    {t('polls.your_vote')}
                  </span>
                )}
              </span>
            </span>
            <span className="relative ml-auto shrink-0 text-right text-slate-200 tabular-nums">
              {t('polls.option_votes', { share, votes: option.votes })}
            </span>
          </>
        )
        const frame = `relative flex w-full flex-wrap items-center justify-between gap-x-3 gap-y-1 overflow-hidden rounded-lg border border-white/10 px-3 ${large ? 'py-3 text-3xl' : 'py-2.5 text-sm'}`
        return (
          <li key={index} data-poll-option={index} data-votes={option.votes}>
            {onVote ? (
              <button
                type="button"
                disabled={busy}
                aria-label={t('polls.vote_for', { option: option.label })}
                className={`${frame} text-left hover:border-neon-cyan/70 focus-visible:ring-1 focus-visible:ring-neon-cyan disabled:opacity-60`}
                onClick={() => onVote(index)}
              >
                {row}
              </button>
            ) : (
              <div className={frame}>{row}</div>
            )}
          </li>
        )
      })}
    </ol>
  )
}
