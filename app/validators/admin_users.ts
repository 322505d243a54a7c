import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { ADMIN_LIMITS } from '#shared/admin'
import { ROLE_CHOICES, ROLE_MESSAGES } from '#shared/roles'
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
roleValidator.messagesProvider = new SimpleMessagesProvider({
  'role.required': ROLE_MESSAGES.invalidRole,
  'role.enum': ROLE_MESSAGES.invalidRole,
})

const nonZero = vine.createRule((value, _, field) => {
  if (value === 0) field.report('Points must not be 0', 'nonZero', field)
})

const MAX = ADMIN_LIMITS.maxPointAdjustment

/** A hand adjustment of a balance: a non-zero whole number of points and a reason */
export const pointAdjustmentValidator = vine.create({
  delta: vine.number().withoutDecimals().range([-MAX, MAX]).use(nonZero()),
  reason: vine.string().trim().minLength(3).maxLength(ADMIN_LIMITS.reasonMax),
})
pointAdjustmentValidator.messagesProvider = new SimpleMessagesProvider({
  'delta.required': 'Please enter a number of points',
  'delta.number': 'Points must be a whole number',
  'delta.withoutDecimals': 'Points must be a whole number',
  'delta.range': `Points must be between -${MAX.toLocaleString('en-US')} and ${MAX.toLocaleString('en-US')}`,
  'reason.required': 'Please give a reason',
  'reason.minLength': 'Please give a reason',
  'reason.maxLength': `The reason must be at most ${ADMIN_LIMITS.reasonMax} characters`,
})
