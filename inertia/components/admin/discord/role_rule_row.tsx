import { Trash2 } from 'lucide-react'
import { Field, SelectField, WholeNumberField } from '~/components/admin/field'
import { bindInput } from '~/lib/bind_input'
import { IconButton } from '~/components/ui/icon_button'
import { boardName } from '@shared/leaderboards'
import { ROLE_LABELS, STAFF_ROLES } from '@shared/roles'
import {
  ROLE_RULE_BOARDS,
  ROLE_RULE_KINDS,
  ROLE_RULE_LABELS,
  type MappedRoleHealth,
  type RoleSyncProps,
} from '@shared/discord_roles'
import type { RuleDraft } from './role_rule_draft'
import { useT } from '~/lib/i18n'

type Option<T> = { value: T; label: string }

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
  const t = useT()
  const KIND_OPTIONS = ROLE_RULE_KINDS.map((kind) => ({
    value: kind,
    label: t(ROLE_RULE_LABELS[kind]),
  }))
  const BOARD_OPTIONS = ROLE_RULE_BOARDS.map((b) => ({ value: b, label: boardName(b, t) }))
  const STAFF_ROLE_OPTIONS = STAFF_ROLES.map((r) => ({ value: r, label: t(ROLE_LABELS[r]) }))
  const id = (name: string) => `rule-${draft.key}-${name}`
  const set = (patch: Partial<RuleDraft>) => onChange({ ...draft, ...patch })
  const roleHint = role?.exists ? (
    role.name
  ) : role ? (
    <span className="text-red-300">{t('admin_discord.rule_role_not_found')}</span>
  ) : undefined
  /** The select of one of the draft's choices; its id ends in `name` */
  const choice = <K extends 'kind' | 'milestone_id' | 'board' | 'staff_role'>(
    name: string,
    key: K,
    label: string,
    options: Option<RuleDraft[K]>[]
  ) => (
    <SelectField
      id={id(name)}
      label={label}
      value={draft[key]}
      options={options}
      onChange={(value) => set({ [key]: value })}
    />
  )
  /** The input of one of the draft's whole numbers, at least 1 */
  const count = (key: 'top' | 'points', label: string) => (
    <WholeNumberField
      id={id(key)}
      label={label}
      min={1}
      {...bindInput(draft[key], (value) => set({ [key]: value }))}
    />
  )
  const hasParams = ['milestone_tier', 'board_top', 'points_month', 'staff'].includes(draft.kind)
  return (
    <li
      data-role-rule
      className="relative grid gap-3 rounded-xl bg-white/[0.03] p-3 pr-12 ring-1 ring-white/10 sm:grid-cols-2 lg:grid-cols-[17rem_14rem_minmax(0,1fr)] lg:items-start"
    >
      {choice('kind', 'kind', t('admin_discord.rule_earned_by'), KIND_OPTIONS)}
      <Field
        id={id('role')}
        label={t('admin_discord.rule_role_id')}
        inputMode="numeric"
        placeholder={t('admin_discord.rule_role_id_placeholder')}
        hint={roleHint}
        {...bindInput(draft.role_id, (role_id) => set({ role_id }))}
      />
      <div
        className={hasParams ? 'grid gap-3 sm:col-span-2 sm:grid-cols-2 lg:col-span-1' : 'hidden'}
      >
        {draft.kind === 'milestone_tier' &&
          choice('tier', 'milestone_id', t('admin_discord.rule_tier'), [
            { value: '', label: t('admin_discord.rule_choose_tier') },
            ...milestones.map((m) => ({ value: String(m.id), label: m.label })),
          ])}
        {draft.kind === 'board_top' && (
          <>
            {choice('board', 'board', t('admin_discord.rule_board'), BOARD_OPTIONS)}
            {count('top', t('admin_discord.rule_top'))}
          </>
        )}
        {draft.kind === 'points_month' && count('points', t('admin_discord.rule_points'))}
        {draft.kind === 'staff' &&
          choice('staff', 'staff_role', t('admin_discord.rule_staff_role'), [
            { value: '', label: t('admin_discord.rule_any_staff') },
            ...STAFF_ROLE_OPTIONS,
          ])}
      </div>
      <IconButton
        icon={Trash2}
        label={t('admin_discord.rule_remove')}
        tone="red"
        className="absolute top-2 right-2"
        onClick={onRemove}
      />
    </li>
  )
}
