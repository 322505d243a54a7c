import { type FormEvent } from 'react'
import { router, useHttp, usePage } from '@inertiajs/react'
import { toast } from 'sonner'
import { ListMusic } from 'lucide-react'
import { apiMessage } from '~/lib/api_message'
import { openAuthModal } from '~/lib/events'
import { sendVisitorForm } from '~/lib/visitor_form'
import { HuntPanel } from '~/components/bonus_hunt/hunt_panel'
import { InlineSubmitForm } from '~/components/ui/inline_submit_form'
import { bindInput } from '~/lib/bind_input'
import { SLOT_REQUEST_NAME_MAX, type PublicSlotQueue } from '@shared/slot_requests'
import { formatWhole } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'
import { useRichT } from '~/components/content/rich_message'
import { PlatformBadge } from '~/components/ui/platform_badge'

/**
 * Slot requests on the hunt page: the open queue (slot, requester, votes; live with the hunt)
 * and, while requests are open, a small form (guests are asked to log in). The server
 * normalises the name and answers whether it was a new request or a vote.
 */
export function SlotRequestPanel({ queue }: { queue: PublicSlotQueue }) {
  const t = useT()
  const locale = useLocale()
  if (!queue.open && queue.requests.length === 0) return null
  return (
    <HuntPanel
      id="requests-title"
      title={t('hunt.requests_title')}
      icon={ListMusic}
      iconClassName="text-neon-cyan"
      points={
        queue.open && queue.cost > 0
          ? t('hunt.requests_cost', { points: formatWhole(queue.cost, locale) })
          : null
      }
      open={queue.open}
    >
      {queue.open && <RequestForm />}
      <QueueList requests={queue.requests} />
    </HuntPanel>
  )
}

function RequestForm() {
  const { user } = usePage().props
  const t = useT()
  const richT = useRichT()
  const form = useHttp({ slot: '' })
  const busy = form.processing

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const failed = t('hunt.request_failed')
    const data = await sendVisitorForm(form, 'slot', 'economy.slot_request', {
      loginPrompt: t('hunt.request_login_prompt'),
      failed,
      refusal: (data) => apiMessage(data) ?? failed,
    })
    if (!data) return
    toast.success(data.message)
    form.setData('slot', '')
    router.reload({ only: ['requests'] })
  }

  const command = <code className="font-mono text-neon-cyan">{t('hunt.command')}</code>
  if (!user) {
    return (
      <p className="mt-3 text-sm text-slate-300">
        {richT('hunt.request_guest_text', {
          login: (
            <button
              type="button"
              className="font-semibold text-neon-cyan hover:underline"
              onClick={() => openAuthModal('login')}
            >
              {t('hunt.request_guest_login')}
            </button>
          ),
          command,
        })}
      </p>
    )
  }
  return (
    <InlineSubmitForm
      className="mt-4"
      id="slot-request"
      label={t('hunt.request_label')}
      onSubmit={submit}
      busy={busy}
      submitLabel={busy ? t('hunt.sending') : t('hunt.request_button')}
      error={form.errors.slot ?? null}
      help={<>{richT('hunt.request_help', { command })}</>}
      maxLength={SLOT_REQUEST_NAME_MAX + 20}
      {...bindInput(form.data.slot, (slot) => form.setData('slot', slot))}
      placeholder="Gates of Olympus"
    />
  )
}

function QueueList({ requests }: { requests: PublicSlotQueue['requests'] }) {
  const t = useT()
  if (requests.length === 0) {
    return <p className="mt-4 text-sm text-slate-400">{t('hunt.no_requests')}</p>
  }
  return (
    <ol data-request-queue className="mt-4 space-y-2">
      {requests.map((request, index) => (
        <li
          key={request.id}
          className="flex items-center gap-3 rounded-xl border border-white/10 bg-night-950/60 px-3 py-2"
        >
          <span className="w-6 text-center font-display text-sm font-bold text-neon-cyan tabular-nums">
            {index + 1}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-white">{request.slot_name}</span>
            <span className="block truncate text-xs text-slate-400">
              <PlatformBadge via={request.via} className="mr-1.5" />
              {t('hunt.request_by', { name: request.requester })}
            </span>
          </span>
          <span
            className="rounded-full bg-neon-pink/10 px-2.5 py-0.5 text-xs font-bold text-neon-pink ring-1 ring-neon-pink/40 tabular-nums"
            aria-label={t('hunt.votes', { count: request.votes })}
          >
            {t('hunt.votes', { count: request.votes })}
          </span>
        </li>
      ))}
    </ol>
  )
}
