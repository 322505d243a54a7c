import { usePage } from '@inertiajs/react'
import { pollStatusAt, type OwnVote, type PublicPoll } from '@shared/polls'
import { NeonButton } from '~/components/ui/neon_button'
import { PollOptions } from '~/components/polls/poll_options'
import { timeLeft } from '~/components/predictions/prediction_card'
import { usePollVote } from '~/hooks/use_poll_vote'
import { useT } from '~/lib/i18n'

const TONES = {
  open: 'text-neon-green bg-neon-green/10 ring-neon-green/40',
  closed: 'text-slate-300 bg-white/5 ring-white/20',
} as const

/**
 * One poll on /polls: question, status, time left, the options (buttons while the viewer may
 * vote), the total with where the votes came from, and how to vote from chat
 */
export function PollCard({
  poll,
  mine,
  now,
}: {
  poll: PublicPoll
  mine: OwnVote | null
  now: number
}) {
  const t = useT()
  const { user } = usePage().props
  const { vote, busy } = usePollVote(poll.id)
  const status = pollStatusAt(poll, now)
  const open = status === 'open'
  return (
    <article className="neon-panel space-y-4 p-5" data-poll={poll.id} data-status={status}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="min-w-0 font-display text-lg font-bold break-words text-white">
          {poll.question}
        </h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-bold tracking-widest uppercase ring-1 ${TONES[status]}`}
        >
          {t(`polls.status_${status}`)}
        </span>
      </header>
      <PollOptions
        poll={poll}
        mine={mine?.option ?? null}
        onVote={open && !mine && user ? vote : undefined}
        busy={busy}
      />
      <p className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-slate-300">
        <span data-poll-total>
          {t('polls.total', { votes: poll.votes })} ·{' '}
          {t('polls.via', { site: poll.via.site, kick: poll.via.kick, twitch: poll.via.twitch })}
        </span>
        {open && (
          <span className="tabular-nums">
            {t('polls.ends_in', { time: timeLeft(poll.ends_at, now) })}
          </span>
        )}
      </p>
      {open && (
        <div className="flex flex-wrap items-center gap-3 text-xs text-slate-400">
          {!user && (
            <NeonButton variant="vapourBlue" size="sm" onClick={() => vote(0)}>
              {t('polls.log_in')}
            </NeonButton>
          )}
          <span>{t('polls.chat_hint', { count: poll.options.length })}</span>
        </div>
      )}
    </article>
  )
}
