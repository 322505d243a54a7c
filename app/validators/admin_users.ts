import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { ADMIN_LIMITS } from '#shared/admin'
import { username, usernameMessages } from '#validators/account'

/**
 * Save in the admin user dialog: username and the admin flag (0 or 1). The name follows the
 * sign-up rule, so an admin cannot give anyone a name sign-up would refuse.
 */
export const adminUserUpdateValidator = vine.create({
  username: username(),
  admin: vine.number().in([0, 1]),
})
adminUserUpdateValidator.messagesProvider = new SimpleMessagesProvider({
  ...usernameMessages,
  'username.required': 'Please enter a username',
  'admin.required': 'Admin must be 0 or 1',
  'admin.number': 'Admin must be 0 or 1',
  'admin.in': 'Admin must be 0 or 1',
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
