import { useState } from 'react'
import { AdminPanel } from '~/components/admin/admin_page'
import { WholeNumberField } from '~/components/admin/field'
import { Badge } from '~/components/ui/badge'
import { NeonButton } from '~/components/ui/neon_button'
import { bindInput } from '~/lib/bind_input'
import { useT } from '~/lib/i18n'

/** The slot requests' settings: open or closed, what a request costs, how many one viewer may have */
export type Settings = { open: boolean; cost: number; per_user: number }

/** The settings panel of /admin/slot-requests: opening saves the cost and limit with it */
export function SettingsPanel({
  settings,
  busy,
  onSave,
}: {
  settings: Settings
  busy: boolean
  onSave: (settings: Settings) => void
}) {
  const t = useT()
  const [cost, setCost] = useState(String(settings.cost))
  const [perUser, setPerUser] = useState(String(settings.per_user))
  const save = (open: boolean) =>
    onSave({ open, cost: Number(cost || 0), per_user: Number(perUser || 1) })
  return (
    <AdminPanel
      title={t('admin_slots.requests')}
      note={
        settings.open ? (
          <Badge tone="mint">{t('admin_slots.status_open')}</Badge>
        ) : (
          <Badge tone="gray">{t('admin_slots.status_closed')}</Badge>
        )
      }
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <WholeNumberField
          id="request-cost"
          label={t('admin_slots.cost')}
          {...bindInput(cost, setCost)}
        />
        <WholeNumberField
          id="request-per-user"
          label={t('admin_slots.per_user')}
          min={1}
          {...bindInput(perUser, setPerUser)}
        />
        <div className="flex gap-2">
          <NeonButton disabled={busy} onClick={() => save(true)}>
            {settings.open ? t('common.save') : t('admin_slots.open_requests')}
          </NeonButton>
          {settings.open && (
            <NeonButton variant="vapourGray" disabled={busy} onClick={() => save(false)}>
              {t('common.close')}
            </NeonButton>
          )}
        </div>
      </div>
      <p className="mt-3 text-xs text-slate-500">{t('admin_slots.cost_note')}</p>
    </AdminPanel>
  )
}
