import type { InertiaProps } from '~/types'
import type { OverlayOptions } from '@shared/overlays'
import { pollStatusAt, type PublicPoll } from '@shared/polls'
import { OverlayFrame, OverlayHeading, noLayout } from '~/components/overlays/overlay_frame'
import { PollOptions } from '~/components/polls/poll_options'
import { timeLeft } from '~/components/predictions/prediction_card'
import { useLiveProps } from '~/hooks/use_live_props'
import { useNow } from '~/hooks/use_now'
import { useT } from '~/lib/i18n'

type Props = { options: OverlayOptions; now: string; polls: PublicPoll[] }

/**
 * The poll for the stream: the open one (else the last closed), each option with its number
 * for `!vote`, its share and votes, the time left, the leader once closed; live
 */
export default function PollOverlay({ options, now, polls }: InertiaProps<Props>) {
  useLiveProps('polls', ['polls'])
  const t = useT()
  const current = useNow(now)
  const poll = polls[0]
  if (!poll) {
    return (
      <OverlayFrame title={t('polls.title')} options={options}>
        <OverlayHeading kicker={t('polls.title')} title={t('polls.none_title')} />
      </OverlayFrame>
    )
  }
  const status = pollStatusAt(poll, current)
  return (
    <OverlayFrame title={t('polls.title')} options={options}>
      <OverlayHeading kicker={t(`polls.status_${status}`)} title={poll.question} />
      <PollOptions poll={poll} large={!options.compact} />
      <p className="mt-4 flex flex-wrap justify-between gap-3 text-2xl text-slate-100">
        <span data-poll-total>{t('polls.total', { votes: poll.votes })}</span>
        {status === 'open' ? (
          <span className="tabular-nums">
            {t('polls.ends_in', { time: timeLeft(poll.ends_at, current) })}
          </span>
        ) : null}
      </p>
      {status === 'open' && (
        <p className="mt-2 font-display text-xl font-bold tracking-widest text-[var(--accent)]">
          {t('polls.chat_hint', { count: poll.options.length })}
        </p>
      )}
    </OverlayFrame>
  )
}

PollOverlay.layout = noLayout
