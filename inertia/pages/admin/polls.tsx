import { router } from '@inertiajs/react'
import type { InertiaProps } from '~/types'
import { pollStatusAt, type PublicPoll } from '@shared/polls'
import { AdminPage } from '~/components/admin/admin_page'
import { NewPollForm } from '~/components/admin/polls/new_poll_form'
import { PollOptions } from '~/components/polls/poll_options'
import { NeonButton } from '~/components/ui/neon_button'
import { useAdminAction } from '~/hooks/use_admin_action'
import { useLiveProps } from '~/hooks/use_live_props'
import { useNow } from '~/hooks/use_now'
import { call } from '~/lib/api_client'
import { useT } from '~/lib/i18n'

/** /admin/polls: open one; close the open one early; the recent results (docs/product.md#polls) */
export default function AdminPolls({
  polls,
  now,
}: InertiaProps<{ polls: PublicPoll[]; now: string }>) {
  useLiveProps('polls', ['polls'])
  const t = useT()
  const current = useNow(now)
  const { run, busy } = useAdminAction()
  const close = async (id: number) => {
    if (!window.confirm(t('admin_polls.close_confirm'))) return
    const done = await run(() => call('admin_api.polls.close', { params: { id } }), {
      failure: t('admin_polls.failed'),
    })
    if (done) router.reload({ only: ['polls'] })
  }
  return (
    <AdminPage
      title={t('admin_polls.title')}
      subtitle={t('admin_polls.subtitle')}
      width="narrow"
      actions={
        <a href="/polls" className="text-sm font-semibold text-neon-cyan hover:underline">
          {t('admin_polls.public_link')}
        </a>
      }
    >
      <NewPollForm />
      {polls.map((poll) => {
        const status = pollStatusAt(poll, current)
        return (
          <section key={poll.id} className="neon-panel space-y-3 p-5" data-admin-poll={poll.id}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="min-w-0 font-display text-base font-bold break-words text-white">
                {poll.question}
              </h2>
              <span className="text-xs tracking-widest text-slate-400 uppercase">
                {t(`polls.status_${status}`)} · {t('polls.total', { votes: poll.votes })}
              </span>
            </div>
            <PollOptions poll={poll} />
            <p className="text-xs text-slate-400">
              {t('polls.via', {
                site: poll.via.site,
                kick: poll.via.kick,
                twitch: poll.via.twitch,
              })}
            </p>
            {status === 'open' && (
              <NeonButton
                variant="vapourPink"
                size="sm"
                disabled={busy}
                onClick={() => close(poll.id)}
              >
                {t('admin_polls.close')}
              </NeonButton>
            )}
          </section>
        )
      })}
    </AdminPage>
  )
}
