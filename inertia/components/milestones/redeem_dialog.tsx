import { router, useHttp, usePage } from '@inertiajs/react'
import { toast } from 'sonner'
import type { Data } from '@generated/data'
import { sendForm } from '~/lib/http_form'
import { apiMessage, refusalOf } from '~/lib/api_message'
import { ERROR_CODES } from '@shared/errors'
import { openAuthModal } from '~/lib/events'
import { ItemDialog } from '~/components/ui/item_dialog'
import { NeonButton } from '~/components/ui/neon_button'
import { LinkCelsiusNotice } from '~/components/ui/link_celsius_notice'

const CLAIM_FAILED = 'Failed to submit your claim, try again later!'

/**
 * 'Redeem Milestone': a guest is sent to log in; a member files a claim that an admin reviews
 * against their Celsius wagers.
 */
export function RedeemDialog({
  milestone,
  status,
  onClose,
}: {
  milestone: Data.Milestone | null
  status: string | null
  onClose: () => void
}) {
  const { user } = usePage().props
  const form = useHttp({})
  const busy = form.processing
  const linked = Boolean(user?.celsius_username?.trim())

  const claim = async (id: number) => {
    if (busy) return
    try {
      const result = await sendForm(form, 'milestones.claim', { params: { id } })
      if (result.ok) {
        toast.success(String(result.data?.message))
        onClose()
        router.reload({ only: ['claims'] })
      } else if (refusalOf(result.data).code === ERROR_CODES.unauthorized) {
        onClose()
        openAuthModal('login')
      } else {
        toast.error(apiMessage(result.data) ?? CLAIM_FAILED)
      }
    } catch {
      toast.error(CLAIM_FAILED)
    }
  }

  return (
    <ItemDialog item={milestone} title="Redeem Milestone" busy={busy} onClose={onClose}>
      {(milestone) => (
        <>
          <div className="rounded-xl border border-gold/30 bg-gradient-to-br from-gold/15 to-transparent p-5 text-center">
            <p className="font-display text-4xl font-extrabold text-gold">
              ${milestone.prize.toLocaleString('en-US')}
            </p>
            <p className="mt-1 text-sm text-slate-200">
              for ${milestone.wagerRequired.toLocaleString('en-US')} wagered
            </p>
          </div>
          <p className="mt-4 text-sm text-slate-300">
            Reached this wager on Celsius with our code? File a claim and the team checks your
            wagers by hand. Only slot-only wagering guarantees the full payout.
          </p>

          {!user ? (
            <NeonButton
              className="mt-6 w-full"
              onClick={() => {
                onClose()
                openAuthModal('login')
              }}
            >
              LOG IN TO REDEEM
            </NeonButton>
          ) : status ? (
            <p
              role="status"
              className="mt-6 rounded-xl border border-neon-cyan/40 bg-neon-cyan/10 p-4 text-center text-sm font-semibold text-neon-cyan"
            >
              {status === 'approved'
                ? 'You have already redeemed this milestone.'
                : 'Your claim for this milestone is under review.'}
            </p>
          ) : !linked ? (
            <LinkCelsiusNotice onLeave={onClose} />
          ) : (
            <>
              <p className="mt-4 text-sm text-slate-300">
                Claiming as{' '}
                <span className="font-semibold text-white">{user.celsius_username}</span> on
                Celsius.
              </p>
              <NeonButton
                className="mt-6 w-full"
                onClick={() => claim(milestone.id)}
                disabled={busy}
              >
                {busy ? 'SUBMITTING...' : 'SUBMIT CLAIM'}
              </NeonButton>
            </>
          )}
        </>
      )}
    </ItemDialog>
  )
}
