import { Trash2 } from 'lucide-react'
import { Field, Labelled, WholeNumberField } from '~/components/admin/field'
import { IconButton } from '~/components/ui/icon_button'
import { PROVIDER_LABELS } from '@shared/leaderboards'
import { ROLE_LABELS, STAFF_ROLES } from '@shared/roles'
import {
  ROLE_RULE_BOARDS,
  ROLE_RULE_KINDS,
  ROLE_RULE_LABELS,
  type MappedRoleHealth,
  type RoleSyncProps,
} from '@shared/discord_roles'
import type { RuleDraft } from './role_rule_draft'

function Select<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string
  label: string
  value: T
  options: { value: T; label: string }[]
  onChange: (value: T) => void
}) {
  return (
    <Labelled id={id} label={label}>
      <select
        id={id}
        className="neon-input"
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  )
}

/** One rule: what earns the role, the role's id, the kind's own setting, and remove */
export function RoleRuleRow({
  draft,
  milestones,
  role,
  onChange,
  onRemove,
}: {
  draft: RuleDraft
  milestones: RoleSyncProps['milestones']
  /** how the bot sees the saved role, when it is saved */
  role: MappedRoleHealth | undefined
  onChange: (draft: RuleDraft) => void
  onRemove: () => void
}) {
  const id = (name: string) => `rule-${draft.key}-${name}`
  const set = (patch: Partial<RuleDraft>) => onChange({ ...draft, ...patch })
  const roleHint = role?.exists ? (
    role.name
  ) : role ? (
    <span className="text-red-300">not found in the server</span>
  ) : undefined
  const hasParams = ['milestone_tier', 'board_top', 'points_month', 'staff'].includes(draft.kind)
  return (
    <li
      data-role-rule
      className="relative grid gap-3 rounded-xl bg-white/[0.03] p-3 pr-12 ring-1 ring-white/10 sm:grid-cols-2 lg:grid-cols-[17rem_14rem_minmax(0,1fr)] lg:items-start"
    >
      <Select
        id={id('kind')}
        label="Earned by"
        value={draft.kind}
        options={ROLE_RULE_KINDS.map((kind) => ({ value: kind, label: ROLE_RULE_LABELS[kind] }))}
        onChange={(kind) => set({ kind })}
      />
      <Field
        id={id('role')}
        label="Discord role id"
        inputMode="numeric"
        placeholder="e.g. 1203456789012345678"
        value={draft.role_id}
        hint={roleHint}
        onChange={(event) => set({ role_id: event.target.value })}
      />
      <div
        className={hasParams ? 'grid gap-3 sm:col-span-2 sm:grid-cols-2 lg:col-span-1' : 'hidden'}
      >
        {draft.kind === 'milestone_tier' && (
          <Select
            id={id('tier')}
            label="Tier reached"
            value={draft.milestone_id}
            options={[
              { value: '', label: 'Choose a tier…' },
              ...milestones.map((m) => ({ value: String(m.id), label: m.label })),
            ]}
            onChange={(milestone_id) => set({ milestone_id })}
          />
        )}
        {draft.kind === 'board_top' && (
          <>
            <Select
              id={id('board')}
              label="Board"
              value={draft.board}
              options={ROLE_RULE_BOARDS.map((b) => ({ value: b, label: PROVIDER_LABELS[b] }))}
              onChange={(board) => set({ board })}
            />
            <WholeNumberField
              id={id('top')}
              label="Top N"
              min={1}
              value={draft.top}
              onChange={(event) => set({ top: event.target.value })}
            />
          </>
        )}
        {draft.kind === 'points_month' && (
          <WholeNumberField
            id={id('points')}
            label="At least (points)"
            min={1}
            value={draft.points}
            onChange={(event) => set({ points: event.target.value })}
          />
        )}
        {draft.kind === 'staff' && (
          <Select
            id={id('staff')}
            label="Staff role"
            value={draft.staff_role}
            options={[
              { value: '' as const, label: 'Any staff role' },
              ...STAFF_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
            ]}
            onChange={(staff_role) => set({ staff_role })}
          />
        )}
      </div>
      <IconButton
        icon={Trash2}
        label="Remove rule"
        tone="red"
        className="absolute top-2 right-2"
        onClick={onRemove}
      />
    </li>
  )
}
