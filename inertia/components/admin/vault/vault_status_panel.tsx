import { useState, type FormEvent } from 'react'
import { Dices, Pencil } from 'lucide-react'
import { AdminPanel } from '~/components/admin/admin_page'
import { Field } from '~/components/admin/field'
import { NeonButton } from '~/components/ui/neon_button'
import type { useVaultAdmin } from '~/hooks/use_vault_admin'
import { vaultDollars as dollars } from '~/components/admin/vault/vault_dollars'
import { bindField } from '~/lib/bind_input'
import { useLocale, useT } from '~/lib/i18n'
import { formatWhole } from '@shared/format'

/** The inputs of 'Edit Vault': absolute numbers */
const DRAFT_FIELDS = [
  { key: 'value', label: 'admin_vault.vault_value', id: 'vault-value', step: 0.01 },
  { key: 'streams', label: 'admin_vault.streams_active', id: 'vault-streams', step: 1 },
] as const

function Stat({ label, value, tone }: { label: string; value: string; tone: string }) {
  return (
    <div className="rounded-xl bg-night-950/60 p-4 ring-1 ring-white/10">
      <p className="text-xs font-semibold tracking-widest text-muted uppercase">{label}</p>
      <p className={`mt-1 font-display text-3xl font-extrabold tabular-nums ${tone}`}>{value}</p>
    </div>
  )
}

/**
 * Current Vault Status: the value and the streams, 'Edit Vault' (a form with absolute numbers)
 * and 'Roll Winner' (asks for a yes through `onRoll`). Both wait while a draw is pending.
 */
export function VaultStatusPanel({
  admin,
  onRoll,
}: {
  admin: ReturnType<typeof useVaultAdmin>
  onRoll: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const { vault, busy } = admin
  const closed = admin.cycle.pending !== null
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState({ value: '', streams: '' })

  function startEdit() {
    setDraft({ value: String(vault.value), streams: String(vault.streams_active) })
    setEditing(true)
  }

  async function saveEdit(event: FormEvent) {
    event.preventDefault()
    const saved = await admin.save({
      value: Number.parseInt(draft.value, 10),
      streams_active: Number.parseInt(draft.streams, 10),
    })
    if (saved) setEditing(false)
  }

  return (
    <AdminPanel title={t('admin_vault.status_title')}>
      {editing ? (
        <form onSubmit={saveEdit} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {DRAFT_FIELDS.map(({ key, label, ...field }) => (
              <Field
                key={key}
                type="number"
                min={0}
                label={t(label)}
                {...field}
                {...bindField(draft, setDraft, key)}
              />
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            <NeonButton type="submit" disabled={busy}>
              {busy ? t('admin_vault.updating') : t('admin_vault.save_changes')}
            </NeonButton>
            <NeonButton variant="vapourGray" onClick={() => setEditing(false)} disabled={busy}>
              {t('common.cancel')}
            </NeonButton>
          </div>
        </form>
      ) : (
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Stat
              label={t('admin_vault.current_value')}
              value={dollars(vault.value, locale)}
              tone="text-neon-mint"
            />
            <Stat
              label={t('admin_vault.streams_active')}
              value={formatWhole(vault.streams_active, locale)}
              tone="text-neon-cyan"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <NeonButton variant="vapourBlue" onClick={startEdit} disabled={busy || closed}>
              <Pencil className="h-4 w-4" aria-hidden />
              {t('admin_vault.edit_vault')}
            </NeonButton>
            <NeonButton
              onClick={onRoll}
              disabled={busy || vault.value <= 0 || closed || admin.cycle.beacon === 'unpinned'}
            >
              <Dices className="h-4 w-4" aria-hidden />
              {t('admin_vault.roll_winner')}
            </NeonButton>
          </div>
        </div>
      )}
    </AdminPanel>
  )
}
