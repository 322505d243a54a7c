import type { StaffRole } from '@shared/roles'
import type { RoleRule, RoleRuleBoard, RoleRuleInput, RoleRuleKind } from '@shared/discord_roles'

/** A rule as its row edits it: numbers as the inputs' text, no staff role as '' */
export type RuleDraft = {
  key: number
  kind: RoleRuleKind
  role_id: string
  milestone_id: string
  board: RoleRuleBoard
  top: string
  points: string
  staff_role: StaffRole | ''
}

let nextKey = 1

export function draftOf(rule?: RoleRule): RuleDraft {
  return {
    key: nextKey++,
    kind: rule?.kind ?? 'linked',
    role_id: rule?.role_id ?? '',
    milestone_id: rule?.milestone_id ? String(rule.milestone_id) : '',
    board: rule?.board ?? 'points',
    top: rule?.top ? String(rule.top) : '3',
    points: rule?.points ? String(rule.points) : '',
    staff_role: rule?.staff_role ?? '',
  }
}

const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text))

/** What PUT /api/admin/discord/roles takes for a draft: only its kind's fields */
export function inputOf(draft: RuleDraft): RoleRuleInput {
  const base = { kind: draft.kind, role_id: draft.role_id.trim() }
  switch (draft.kind) {
    case 'milestone_tier':
      return { ...base, milestone_id: numberOf(draft.milestone_id) }
    case 'board_top':
      return { ...base, board: draft.board, top: numberOf(draft.top) }
    case 'points_month':
      return { ...base, points: numberOf(draft.points) }
    case 'staff':
      return { ...base, staff_role: draft.staff_role || null }
    default:
      return base
  }
}
