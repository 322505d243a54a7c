import { useState, type FormEvent } from 'react'
import { Plus, Shield } from 'lucide-react'
import { AdminPanel } from '~/components/admin/admin_page'
import { NeonButton } from '~/components/ui/neon_button'
import type { RoleRule, RoleSyncProps } from '@shared/discord_roles'
import { RoleRuleRow } from './role_rule_row'
import { draftOf, inputOf, type RuleDraft } from './role_rule_draft'
import { useT } from '~/lib/i18n'

/**
 * The rules mapping site facts to Discord roles, edited as a list and saved whole. Roles no
 * rule names are never touched by the sync.
 */
export function RoleRulesEditor({
  rules,
  milestones,
  roles,
  busy,
  onSave,
}: {
  rules: RoleRule[]
  milestones: RoleSyncProps['milestones']
  roles: RoleSyncProps['health']['roles']
  busy: boolean
  onSave: (rules: ReturnType<typeof inputOf>[]) => Promise<boolean>
}) {
  const [drafts, setDrafts] = useState<RuleDraft[]>(() => rules.map((rule) => draftOf(rule)))
  const t = useT()

  async function save(event: FormEvent) {
    event.preventDefault()
    await onSave(drafts.map(inputOf))
  }

  return (
    <AdminPanel
      title={t('admin_discord.rules_title')}
      icon={Shield}
      iconClassName="text-neon-pink"
      note={t('admin_discord.rules_count', { count: String(drafts.length) })}
    >
      <form onSubmit={save} className="space-y-4">
        <p className="text-sm text-slate-400">{t('admin_discord.rules_intro')}</p>
        {drafts.length === 0 ? (
          <p className="text-sm text-slate-400">{t('admin_discord.rules_empty')}</p>
        ) : (
          <ul className="space-y-3">
            {drafts.map((draft, index) => (
              <RoleRuleRow
                key={draft.key}
                draft={draft}
                milestones={milestones}
                role={roles.find((r) => r.role_id === draft.role_id.trim())}
                onChange={(next) => setDrafts(drafts.map((d, i) => (i === index ? next : d)))}
                onRemove={() => setDrafts(drafts.filter((_, i) => i !== index))}
              />
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          <NeonButton
            variant="vapourGray"
            size="sm"
            onClick={() => setDrafts([...drafts, draftOf()])}
          >
            <Plus className="h-3.5 w-3.5" aria-hidden /> {t('admin_discord.rules_add')}
          </NeonButton>
          <NeonButton type="submit" size="sm" disabled={busy}>
            {busy ? t('admin.saving') : t('admin_discord.rules_save')}
          </NeonButton>
        </div>
      </form>
    </AdminPanel>
  )
}
