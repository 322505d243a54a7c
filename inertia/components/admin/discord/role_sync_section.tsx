import { router } from '@inertiajs/react'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call } from '~/lib/api_client'
import type { RoleRuleInput, RoleSyncProps } from '@shared/discord_roles'
import { BotHealthPanel } from './bot_health_panel'
import { RoleRulesEditor } from './role_rules_editor'
import { useT } from '~/lib/i18n'

/**
 * The role sync section of /admin/discord: the bot's health and last pass, and the rules.
 * Saving reloads the section's prop (`roleSync`), so the health shows the new roles.
 */
export function RoleSyncSection({ roleSync }: { roleSync: RoleSyncProps }) {
  const { busy, run } = useAdminAction()
  const t = useT()
  const reload = () => router.reload({ only: ['roleSync'] })

  async function save(rules: RoleRuleInput[]) {
    const data = await run(() => call('admin_api.discord.roles', { body: { rules } }), {
      failure: t('admin_discord.rules_save_failed'),
      accept: (answer) => 'rules' in answer,
    })
    if (data) reload()
    return data !== null
  }

  async function sync() {
    const data = await run(() => call('admin_api.discord.sync', {}), {
      failure: t('admin_discord.sync_failed'),
    })
    if (data) reload()
  }

  return (
    <div className="space-y-6" data-role-sync>
      <BotHealthPanel
        health={roleSync.health}
        lastPass={roleSync.last_pass}
        queued={roleSync.queued}
        busy={busy}
        onSync={sync}
      />
      <RoleRulesEditor
        rules={roleSync.rules}
        milestones={roleSync.milestones}
        roles={roleSync.health.roles}
        busy={busy}
        onSave={save}
      />
    </div>
  )
}
