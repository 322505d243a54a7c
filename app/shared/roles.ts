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
  // owners
  'manageStaff',
  'importPoints',
] as const
export type AbilityName = (typeof ABILITY_NAMES)[number]

/** The shared `can` prop: the abilities of the signed-in user (null for guests and users) */
export type Abilities = Record<AbilityName, boolean>

export const ROLE_MESSAGES = {
  /** a staff member calling a route their role may not use */
  forbidden: 'Your role does not allow this',
  lastOwner: 'The last owner cannot be demoted: make someone else owner first',
  lastOwnerDelete: 'The last owner cannot delete their account: make someone else owner first',
  userNotFound: 'User not found',
  invalidRole: `The role must be one of ${ROLE_CHOICES.join(', ')}`,
  /** a moderator setting an amount of points created from nothing (grantPoints, docs/roles.md) */
  pointsPrize:
    'Only an admin or the owner can set a points prize or a Kick reward amount: leave it empty or ask one of them',
  /** the hint under a points prize field a moderator sees (read only) */
  pointsPrizeHint: 'Only an admin or the owner can set a points prize',
} as const
