import vine from '@vinejs/vine'
import { CatalogMessages, type RuleMessage } from '#infra/i18n/catalog_messages'
import { STAFF_ROLES } from '#shared/roles'
import {
  ROLE_RULE_BOARDS,
  ROLE_RULE_KINDS,
  ROLE_RULE_LIMITS,
  ROLE_RULE_INPUT_MESSAGES as M,
} from '#shared/discord_roles'

const whole = (max: number) => vine.number({ strict: true }).withoutDecimals().min(1).max(max)

/**
 * PUT /api/admin/discord/roles: the whole list of rules; each kind's own fields are required
 * for it (and ignored for the others)
 */
export const discordRolesValidator = vine.create({
  rules: vine
    .array(
      vine.object({
        kind: vine.enum(ROLE_RULE_KINDS),
        role_id: vine
          .string()
          .trim()
          .regex(/^\d{17,20}$/),
        milestone_id: whole(2_147_483_647).optional().requiredWhen('kind', '=', 'milestone_tier'),
        board: vine.enum(ROLE_RULE_BOARDS).optional().requiredWhen('kind', '=', 'board_top'),
        top: whole(ROLE_RULE_LIMITS.top).optional().requiredWhen('kind', '=', 'board_top'),
        points: whole(ROLE_RULE_LIMITS.points).optional().requiredWhen('kind', '=', 'points_month'),
        staff_role: vine.enum(STAFF_ROLES).nullable().optional(),
      })
    )
    .maxLength(ROLE_RULE_LIMITS.rules),
})
/** The message of each rule of one field of a rule */
const wordsFor = (field: string, message: RuleMessage, checks: string[]) =>
  Object.fromEntries(checks.map((check) => [`rules.*.${field}.${check}`, message]))
const NUMBER_CHECKS = ['required', 'number', 'withoutDecimals', 'min', 'max']

discordRolesValidator.messagesProvider = new CatalogMessages({
  'rules.required': M.rules,
  'rules.array': M.rules,
  'rules.array.maxLength': M.rules,
  'rules.*.object': M.rules,
  ...wordsFor('kind', M.kind, ['required', 'enum']),
  ...wordsFor('role_id', M.roleId, ['required', 'string', 'regex']),
  ...wordsFor('milestone_id', M.milestone, NUMBER_CHECKS),
  ...wordsFor('board', M.board, ['required', 'enum']),
  ...wordsFor('top', M.top, NUMBER_CHECKS),
  ...wordsFor('points', M.points, NUMBER_CHECKS),
  ...wordsFor('staff_role', M.staffRole, ['enum']),
})
