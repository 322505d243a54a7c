import { useState, type FormEvent } from 'react'
import { Coins } from 'lucide-react'
import { ADMIN_LIMITS } from '@shared/admin'
import type { Data } from '@generated/data'
import { NeonDialog } from '~/components/ui/neon_dialog'
import { NeonButton } from '~/components/ui/neon_button'
import { Field } from '~/components/admin/field'
import { AccrualHistory } from '~/components/admin/accrual_history'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call, type ApiResult } from '~/lib/api_client'
import { useCan } from '~/hooks/use_can'
import { ROLE_CHOICES, ROLE_LABELS, type RoleChoice } from '@shared/roles'
import { bindInput } from '~/lib/bind_input'
import { useLocale, useT } from '~/lib/i18n'
import { formatWhole } from '@shared/format'

type AdminUser = Data.AdminUser

/**
 * Runs one request at a time; an answer counts when it carries the saved user. `submit` makes
 * a form's submit handler that sends the request and hands the saved user to `onDone`.
 */
function useAdminRequest() {
  const { busy, run } = useAdminAction()
  const submit =
    (
      request: () => Promise<ApiResult<{ user: AdminUser }>>,
      success: string,
      failure: string,
      onDone: (user: AdminUser) => void
    ) =>
    async (event: FormEvent) => {
      event.preventDefault()
      const answer = await run(request, { success, failure, accept: (data) => Boolean(data.user) })
      if (answer) onDone(answer.user)
    }
  return { busy, submit }
}

/**
 * the product's user dialog (Username, Linked Account and 'Admin (0 or 1)' read-only), with what the role may use
 * (docs/roles.md): a Save of the username and the user's chat accrual history (admins), a
 * points adjustment with a reason (admins), the role (owners). Moderators only look.
 */
export function UserDialog({
  user,
  onClose,
  onSaved,
}: {
  user: AdminUser | null
  onClose: () => void
  onSaved: (user: AdminUser) => void
}) {
  // the page keys this dialog by the user's id: another user starts from their own values
  const [username, setUsername] = useState(user?.username ?? '')
  const [role, setRole] = useState<RoleChoice>(user?.role ?? 'user')
  const can = useCan()
  const [delta, setDelta] = useState('')
  const [reason, setReason] = useState('')
  const save = useAdminRequest()
  const points = useAdminRequest()
  const roles = useAdminRequest()
  const t = useT()
  const locale = useLocale()

  if (!user) return null

  const { id } = user
  const submitSave = save.submit(
    () => call('admin_api.users.update', { params: { id }, body: { username: username.trim() } }),
    t('admin_users_shop.user_updated'),
    t('admin_users_shop.user_update_failed'),
    onSaved
  )
  const submitRole = roles.submit(
    () => call('admin_api.users.role', { params: { id }, body: { role } }),
    t('admin_users_shop.user_role_updated'),
    t('admin_users_shop.user_role_failed'),
    onSaved
  )
  const submitPoints = points.submit(
    () =>
      call('admin_api.users.points', { params: { id }, body: { delta: Number(delta), reason } }),
    t('admin_users_shop.user_points_adjusted'),
    t('admin_users_shop.user_points_failed'),
    (updated) => {
      setDelta('')
      setReason('')
      onSaved(updated)
    }
  )

  return (
    <NeonDialog open onOpenChange={(open) => !open && onClose()} title={user.username} size="md">
      <form onSubmit={submitSave} className="mt-4 space-y-4">
        <Field
          label={t('admin_users_shop.user_username')}
          id="user-username"
          {...bindInput(username, setUsername)}
          autoComplete="off"
          readOnly={!can('manageUsers')}
        />
        <Field
          label={t('admin_users_shop.user_linked_account')}
          id="user-linked"
          value={user.linked_account?.name ?? ''}
          placeholder={t('admin_users_shop.user_not_linked')}
          readOnly
        />
        {/* the product's flag, now read from the role (owners change it below, as the role) */}
        <Field
          label={t('admin_users_shop.user_admin_flag')}
          id="user-admin"
          type="number"
          value={user.role === 'admin' || user.role === 'owner' ? 1 : 0}
          readOnly
        />
        {can('manageUsers') && (
          <div className="flex justify-end">
            <NeonButton type="submit" disabled={save.busy}>
              {save.busy ? t('admin_users_shop.user_saving') : t('common.save')}
            </NeonButton>
          </div>
        )}
      </form>

      {can('manageStaff') && (
        <form
          onSubmit={submitRole}
          className="mt-6 flex flex-wrap items-end gap-3 border-t border-white/10 pt-5"
        >
          <div className="min-w-40 flex-1">
            <label htmlFor="user-role" className="neon-label">
              {t('admin_users_shop.user_role')}
            </label>
            <select
              id="user-role"
              className="neon-input"
              value={role}
              onChange={(e) => setRole(e.target.value as RoleChoice)}
            >
              {ROLE_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {t(ROLE_LABELS[choice])}
                </option>
              ))}
            </select>
          </div>
          <NeonButton type="submit" variant="vapourPink" disabled={roles.busy}>
            {roles.busy ? t('admin_users_shop.user_saving') : t('admin_users_shop.user_set_role')}
          </NeonButton>
        </form>
      )}

      {can('grantPoints') && (
        <form onSubmit={submitPoints} className="mt-6 space-y-4 border-t border-white/10 pt-5">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-display text-xs font-semibold tracking-widest text-white uppercase">
              {t('admin_users_shop.user_adjust_points')}
            </h3>
            <span className="flex items-center gap-1.5 text-sm font-semibold text-neon-mint">
              <Coins className="h-4 w-4" aria-hidden />
              {formatWhole(user.balance, locale)}
            </span>
          </div>
          <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
            <Field
              label={t('admin_users_shop.user_points_delta')}
              id="user-points"
              type="number"
              step={1}
              {...bindInput(delta, setDelta)}
              placeholder="±500"
            />
            <Field
              label={t('admin_users_shop.user_reason')}
              id="user-points-reason"
              value={reason}
              maxLength={ADMIN_LIMITS.reasonMax}
              onChange={(e) => setReason(e.target.value)}
              placeholder={t('admin_users_shop.user_reason_placeholder')}
            />
          </div>
          <div className="flex justify-end">
            <NeonButton type="submit" variant="vapourMint" disabled={points.busy}>
              {points.busy ? t('admin_users_shop.user_applying') : t('admin_users_shop.user_apply')}
            </NeonButton>
          </div>
        </form>
      )}

      {can('manageUsers') && <AccrualHistory userId={user.id} />}
    </NeonDialog>
  )
}
