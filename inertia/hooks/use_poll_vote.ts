import { router, usePage } from '@inertiajs/react'
import { toast } from 'sonner'
import type { OwnVote } from '@shared/polls'
import { apiMessage } from '~/lib/api_message'
import { call } from '~/lib/api_client'
import { openAuthModal } from '~/lib/events'
import { useBusy } from '~/hooks/use_busy'
import { useT } from '~/lib/i18n'

/**
 * A viewer's vote on a poll: a guest is asked to log in; the answer's vote joins the page's
 * `mine` (the votes themselves arrive with the live message)
 */
export function usePollVote(pollId: number) {
  const { user } = usePage().props
  const t = useT()
  const { busy, run } = useBusy()
  const vote = (option: number) => {
    if (!user) return openAuthModal('login')
    void run(async () => {
      const result = await call('economy.poll_vote', { params: { id: pollId }, body: { option } })
      if (!result.ok) {
        toast.error(apiMessage(result.data) ?? t('polls.vote_failed'))
        return
      }
      toast.success(result.data.message)
      const own = result.data.vote
      router.replace({
        props: (current) => ({
          ...current,
          mine: [...(current.mine as OwnVote[]).filter((v) => v.poll_id !== own.poll_id), own],
        }),
        preserveScroll: true,
        preserveState: true,
      })
    })
  }
  return { vote, busy }
}
