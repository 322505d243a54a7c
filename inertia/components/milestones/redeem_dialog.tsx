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
import { formatUsd } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'

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
  const t = useT()
  const locale = useLocale()
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
        toast.error(apiMessage(result.data) ?? t('milestones.redeem_failed'))
      }
    } catch {
      toast.error(t('milestones.redeem_failed'))
    }
  }

  return (
    <ItemDialog item={milestone} title={t('milestones.redeem_title')} busy={busy} onClose={onClose}>
      {(milestone) => (
        <>
          <div className="rounded-xl border border-gold/30 bg-gradient-to-br from-gold/15 to-transparent p-5 text-center">
            <p className="font-display text-4xl font-extrabold text-gold">
              {formatUsd(milestone.prize, locale)}
            </p>
            <p className="mt-1 text-sm text-slate-200">
              {t('milestones.redeem_for_wager', {
                wager: formatUsd(milestone.wagerRequired, locale),
              })}
            </p>
          </div>
          <p className="mt-4 text-sm text-slate-300">{t('milestones.redeem_intro')}</p>

          {!user ? (
            <NeonButton
              className="mt-6 w-full"
              onClick={() => {
                onClose()
                openAuthModal('login')
              }}
            >
              {t('milestones.redeem_log_in')}
            </NeonButton>
          ) : status ? (
            <p
              role="status"
              className="mt-6 rounded-xl border border-neon-cyan/40 bg-neon-cyan/10 p-4 text-center text-sm font-semibold text-neon-cyan"
            >
              {t(
                status === 'approved' ? 'milestones.redeem_already' : 'milestones.redeem_in_review'
              )}
            </p>
          ) : !linked ? (
            <LinkCelsiusNotice onLeave={onClose} />
          ) : (
            <>
              <p className="mt-4 text-sm text-slate-300">
                {t('milestones.redeem_claiming_as')}{' '}
                <span className="font-semibold text-white">{user.celsius_username}</span>
                {` ${t('milestones.redeem_on_celsius')}`}
              </p>
              <NeonButton
                className="mt-6 w-full"
                onClick={() => claim(milestone.id)}
                disabled={busy}
              >
                {t(busy ? 'milestones.redeem_submitting' : 'milestones.redeem_submit')}
              </NeonButton>
            </>
          )}
        </>
      )}
    </ItemDialog>
  )
}
