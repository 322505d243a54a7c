import vine from '@vinejs/vine'
import { ADMIN_LIMITS } from '#shared/admin'
import { ROLE_CHOICES, ROLE_INVALID } from '#shared/roles'
import { username, usernameMessages } from '#validators/account'
import { CatalogMessages } from '#infra/i18n/catalog_messages'

/**
 * Save in the admin user dialog: the username. The name follows the sign-up rule, so an admin
 * cannot give anyone a name sign-up would refuse. Roles have their own route (owners only).
 */
export const adminUserUpdateValidator = vine.create({
  username: username(),
})
adminUserUpdateValidator.messagesProvider = new CatalogMessages({
  ...usernameMessages,
  'username.required': 'errors.username_required',
})

/** PUT /api/admin/users/{id}/role: a staff role, or 'user' for none */
export const roleValidator = vine.create({
  role: vine.enum(ROLE_CHOICES),
})
roleValidator.messagesProvider = new CatalogMessages({
  'role.required': ROLE_INVALID,
  'role.enum': ROLE_INVALID,
})

const nonZero = vine.createRule((value, _, field) => {
  if (value === 0) field.report('role_rules.adjust_delta_non_zero', 'nonZero', field)
})

const MAX = ADMIN_LIMITS.maxPointAdjustment

/** A hand adjustment of a balance: a non-zero whole number of points and a reason */
export const pointAdjustmentValidator = vine.create({
  delta: vine.number().withoutDecimals().range([-MAX, MAX]).use(nonZero()),
  reason: vine.string().trim().minLength(3).maxLength(ADMIN_LIMITS.reasonMax),
})
pointAdjustmentValidator.messagesProvider = new CatalogMessages({
  'delta.required': 'role_rules.adjust_delta_required',
  'delta.number': 'role_rules.adjust_delta_whole',
  'delta.withoutDecimals': 'role_rules.adjust_delta_whole',
  'delta.range': { key: 'role_rules.adjust_delta_range', values: { max: MAX } },
  'delta.nonZero': 'role_rules.adjust_delta_non_zero',
  'reason.required': 'role_rules.adjust_reason_required',
  'reason.minLength': 'role_rules.adjust_reason_required',
  'reason.maxLength': {
    key: 'role_rules.adjust_reason_length',
    values: { max: String(ADMIN_LIMITS.reasonMax) },
  },
})
