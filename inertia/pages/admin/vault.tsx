import { useState } from 'react'
import { Plus, Radio, RotateCcw } from 'lucide-react'
import type { Data } from '@generated/data'
import { AdminPage, AdminPanel } from '~/components/admin/admin_page'
import { NeonButton } from '~/components/ui/neon_button'
import { useVaultAdmin, type VaultCycleSummary } from '~/hooks/use_vault_admin'
import type { InertiaProps } from '~/types'
import { VaultStatusPanel } from '~/components/admin/vault/vault_status_panel'
import { RecentWinnersPanel } from '~/components/admin/vault/recent_winners_panel'
import { FairDrawPanel } from '~/components/admin/vault/fair_draw_panel'
import { VaultDialogs, type VaultDialog } from '~/components/admin/vault/vault_dialogs'
import { useT } from '~/lib/i18n'

type Props = {
  vault: Data.Vault
  winners: Data.VaultWinner[]
  seedHash: string | null
  cycle: VaultCycleSummary
}

/** The buttons of the Quick Actions panel, each opening its dialog */
const QUICK_ACTIONS = [
  {
    dialog: 'increment',
    label: 'admin_vault.increment_streams',
    icon: Radio,
    variant: 'vapourBlue',
  },
  { dialog: 'add', label: 'admin_vault.add_to_vault', icon: Plus, variant: 'vapourGreen' },
  { dialog: 'reset', label: 'admin_vault.reset_vault', icon: RotateCcw, variant: 'vapourOrange' },
] as const

export default function AdminVault(props: InertiaProps<Props>) {
  const t = useT()
  const admin = useVaultAdmin(props)
  const { busy } = admin
  const closed = admin.cycle.pending !== null
  const [dialog, setDialog] = useState<VaultDialog>(null)

  return (
    <AdminPage title={t('admin_vault.title')} subtitle={t('admin_vault.subtitle')}>
      <VaultStatusPanel admin={admin} onRoll={() => setDialog('roll')} />

      <AdminPanel title={t('admin_vault.quick_actions')}>
        <div className="grid gap-3 sm:grid-cols-3">
          {QUICK_ACTIONS.map(({ dialog: opens, label, icon: Icon, variant }) => (
            <NeonButton
              key={opens}
              variant={variant}
              onClick={() => setDialog(opens)}
              disabled={busy || closed}
            >
              <Icon className="h-4 w-4" aria-hidden />
              {t(label)}
            </NeonButton>
          ))}
        </div>
      </AdminPanel>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <RecentWinnersPanel winners={admin.winners} />
        <FairDrawPanel cycle={admin.cycle} seedHash={admin.seedHash} />
      </div>

      <VaultDialogs admin={admin} open={dialog} onClose={() => setDialog(null)} />
    </AdminPage>
  )
}
