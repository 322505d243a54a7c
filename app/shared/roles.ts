/**
 * Staff roles and the abilities they carry (docs/roles.md). Which role has which ability is
 * decided in one place, app/abilities/main.ts; the pages get the answer as the shared `can`
 * prop and only hide what a role may not use (the server refuses it anyway).
 */
import type { MessageKey } from './messages.js'

export const STAFF_ROLES = ['owner', 'admin', 'moderator'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** What `PUT /api/admin/users/{id}/role` takes: a staff role, or 'user' for none */
export const ROLE_CHOICES = [...STAFF_ROLES, 'user'] as const
export type RoleChoice = (typeof ROLE_CHOICES)[number]

/** Higher is more: each role has every ability of the roles below it */
export const ROLE_RANK: Record<StaffRole, number> = { moderator: 1, admin: 2, owner: 3 }

/** Each role's name as the admin pages show it (catalog keys) */
export const ROLE_LABELS: Record<RoleChoice, MessageKey> = {
  owner: 'admin_labels.role_owner',
  admin: 'admin_labels.role_admin',
  moderator: 'admin_labels.role_moderator',
  user: 'admin_labels.role_user',
}

export const ABILITY_NAMES = [
  // moderators (and everyone above)
  'viewAdmin',
  'lookUpUsers',
  'manageHunt',
  'manageRaffles',
  'manageSlotRequests',
  'manageTournament',
  'manageRedemptions',
  'managePredictions',
  'managePolls',
  'useOverlays',
  // admins (and owners)
  'manageShop',
  'manageKickRewards',
  'manageDiscord',
  'manageLeaderboards',
  'manageVault',
  'manageUsers',
  'grantPoints',
  'manageMilestoneClaims',
  'readAuditLog',
  'manageTexts',
  'manageSchedule',
  // owners
  'manageStaff',
  'importPoints',
] as const
export type AbilityName = (typeof ABILITY_NAMES)[number]

/** The shared `can` prop: the abilities of the signed-in user (null for guests and users) */
export type Abilities = Record<AbilityName, boolean>

export const ROLE_MESSAGES = {
  /** a staff member calling a route their role may not use */
  forbidden: 'role_rules.forbidden',
  lastOwner: 'role_rules.last_owner',
  lastOwnerDelete: 'role_rules.last_owner_delete',
  userNotFound: 'role_rules.user_not_found',
  /** takes `{ roles }`: ROLE_INVALID carries them */
  invalidRole: 'role_rules.invalid_role',
  /** a moderator setting an amount of points created from nothing (grantPoints, docs/roles.md) */
  pointsPrize: 'role_rules.points_prize',
  /** the hint under a points prize field a moderator sees (read only) */
  pointsPrizeHint: 'role_rules.points_prize_hint',
} as const satisfies Record<string, MessageKey>

/** The role validator's message, with the roles one may choose */
export const ROLE_INVALID = {
  key: ROLE_MESSAGES.invalidRole,
  values: { roles: ROLE_CHOICES.join(', ') },
}
