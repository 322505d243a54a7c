import type { InertiaProps } from '~/types'
import type { OwnVote, PublicPoll } from '@shared/polls'
import { PageHeader } from '~/components/ui/page_header'
import { PollCard } from '~/components/polls/poll_card'
import { useLiveProps } from '~/hooks/use_live_props'
import { useNow } from '~/hooks/use_now'
import { useT } from '~/lib/i18n'

type Props = { now: string; polls: PublicPoll[]; mine: OwnVote[] }

/**
 * /polls: the open poll to vote in, its votes live, and the recent results. The viewer's own
 * votes (`mine`) change only when they vote (the answer adds it): no reload per live message.
 */
export default function PollsPage({ now, polls, mine }: InertiaProps<Props>) {
  useLiveProps('polls', ['polls'])
  const t = useT()
  const current = useNow(now)
  const card = (poll: PublicPoll) => (
    <PollCard
      key={poll.id}
      poll={poll}
      mine={mine.find((vote) => vote.poll_id === poll.id) ?? null}
      now={current}
    />
  )
  const open = polls.filter((poll) => poll.status === 'open')
  const closed = polls.filter((poll) => poll.status !== 'open')
  return (
    <>
      <PageHeader title={t('polls.title')} subtitle={t('polls.subtitle')} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 pb-16">
        {open.length === 0 && (
          <div className="neon-panel px-6 py-12 text-center">
            <p className="font-display text-lg font-bold tracking-widest text-white">
              {t('polls.none_title')}
            </p>
            <p className="mt-2 text-slate-300">{t('polls.none_text')}</p>
          </div>
        )}
        {open.map(card)}
        {closed.length > 0 && (
          <h2 className="pt-4 font-display text-sm font-bold tracking-[0.3em] text-slate-400 uppercase">
            {t('polls.recent')}
          </h2>
        )}
        {closed.map(card)}
      </div>
    </>
  )
}
