import { useState, type FormEvent } from 'react'
import { Plus, Shield } from 'lucide-react'
import { AdminPanel } from '~/components/admin/admin_page'
import { NeonButton } from '~/components/ui/neon_button'
import type { RoleRule, RoleSyncProps } from '@shared/discord_roles'
import { RoleRuleRow } from './role_rule_row'
import { draftOf, inputOf, type RuleDraft } from './role_rule_draft'

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

  async function save(event: FormEvent) {
    event.preventDefault()
    await onSave(drafts.map(inputOf))
  }

  return (
    <AdminPanel
      title="Role rules"
      icon={Shield}
      iconClassName="text-neon-pink"
      note={`${drafts.length} rule(s)`}
    >
      <form onSubmit={save} className="space-y-4">
        <p className="text-sm text-slate-400">
          Each linked member gets exactly the roles their rules give. Roles that no rule names are
          never touched.
        </p>
        {drafts.length === 0 ? (
          <p className="text-sm text-slate-400">No rules yet: the bot manages no role.</p>
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
            <Plus className="h-3.5 w-3.5" aria-hidden /> Add rule
          </NeonButton>
          <NeonButton type="submit" size="sm" disabled={busy}>
            {busy ? 'Saving...' : 'Save rules'}
          </NeonButton>
        </div>
      </form>
    </AdminPanel>
  )
}
