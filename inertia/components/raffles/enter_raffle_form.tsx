import { router, useHttp, usePage } from '@inertiajs/react'
import { toast } from 'sonner'
import { Ticket } from 'lucide-react'
import { formatWhole } from '@shared/format'
import { RAFFLE_MESSAGES } from '@shared/raffles'
import { apiMessage } from '~/lib/api_message'
import { openAuthModal } from '~/lib/events'
import { NeonButton } from '~/components/ui/neon_button'
import { sendForm } from '~/lib/http_form'
import { useLocale, useT } from '~/lib/i18n'

type Props = {
  raffle: { id: number; ticket_cost: number; max_tickets: number; status: string }
  /** the user's tickets, when known (the raffle page); the server enforces the limit anyway */
  held?: number | null
  compact?: boolean
}

/**
 * Enter a raffle: the number of tickets and the Enter button for a logged-in user (the server
 * answers the cost, the limit and the eligibility), "Log in to enter" for a guest
 */
export function EnterRaffleForm({ raffle, held = null, compact = false }: Props) {
  const { user } = usePage().props
  const t = useT()
  const locale = useLocale()
  const form = useHttp({ tickets: 1 })
  const { tickets } = form.data
  const busy = form.processing
  if (raffle.status !== 'open') return null
  if (!user) {
    return (
      <NeonButton
        variant="vapourBlue"
        size={compact ? 'sm' : 'md'}
        onClick={() => openAuthModal('login')}
        data-raffle-login
      >
        {t(RAFFLE_MESSAGES.loginToEnter)}
      </NeonButton>
    )
  }
  const left = held === null ? raffle.max_tickets : Math.max(0, raffle.max_tickets - held)
  const cost = tickets * raffle.ticket_cost

  const enter = async () => {
    if (busy) return
    const result = await sendForm(form, 'raffles.enter', { params: { id: raffle.id } })
    if (result.ok) {
      toast.success(result.data.message)
      router.reload()
    } else {
      toast.error(apiMessage(result.data) ?? t('raffles.enter_failed'))
    }
  }

  return (
    <form
      data-enter-raffle={raffle.id}
      className="flex flex-wrap items-center justify-center gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        void enter()
      }}
    >
      {raffle.max_tickets > 1 && (
        <label className="flex items-center gap-2 text-xs tracking-widest text-muted uppercase">
          {t('raffles.tickets_field')}
          <input
            type="number"
            min={1}
            max={Math.max(1, left)}
            value={tickets}
            onChange={(event) =>
              form.setData('tickets', Math.max(1, Math.floor(Number(event.target.value) || 1)))
            }
            className="w-20 rounded-lg border border-white/10 bg-night-950/80 px-2 py-1.5 text-center text-sm text-white"
          />
        </label>
      )}
      <NeonButton type="submit" size={compact ? 'sm' : 'md'} disabled={busy || left === 0}>
        <Ticket aria-hidden className="h-4 w-4" />
        {left === 0
          ? t('raffles.max_tickets')
          : raffle.ticket_cost === 0
            ? t('raffles.enter_free')
            : t('raffles.enter_cost', { points: formatWhole(cost, locale) })}
      </NeonButton>
    </form>
  )
}
