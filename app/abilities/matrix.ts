/**
 * The one place that decides who may do what (docs/roles.md): the permission matrix. Each
 * ability is the lowest staff role that has it; a higher role has every ability of the roles
 * below. The Bouncer abilities (app/abilities/main.ts) are built from it, routes declare their
 * ability with `middleware.can('<ability>')` (start/routes/admin_*.ts), and the pages get the
 * answers as the shared `can` prop (abilitiesOf).
 */
import type User from '#models/user'
import {
  ABILITY_NAMES,
  ROLE_RANK,
  STAFF_ROLES,
  type Abilities,
  type AbilityName,
  type StaffRole,
} from '#shared/roles'

/** The permission matrix: the lowest role each ability needs */
export const MINIMUM_ROLE = {
  viewAdmin: 'moderator',
  lookUpUsers: 'moderator',
  manageHunt: 'moderator',
  manageRaffles: 'moderator',
  manageSlotRequests: 'moderator',
  manageTournament: 'moderator',
  manageRedemptions: 'moderator',
  managePredictions: 'moderator',
  managePolls: 'moderator',
  useOverlays: 'moderator',

  manageShop: 'admin',
  manageKickRewards: 'admin',
  manageDiscord: 'admin',
  manageLeaderboards: 'admin',
  manageVault: 'admin',
  manageUsers: 'admin',
  grantPoints: 'admin',
  manageMilestoneClaims: 'admin',
  readAuditLog: 'admin',
  manageTexts: 'admin',
  manageSchedule: 'admin',

  manageStaff: 'owner',
  importPoints: 'owner',
} as const satisfies Record<AbilityName, StaffRole>

/** The user's staff role, or null (a value outside the known roles counts as none) */
export function staffRole(user: Pick<User, 'role'> | null | undefined): StaffRole | null {
  const role = user?.role
  return role && (STAFF_ROLES as readonly string[]).includes(role) ? (role as StaffRole) : null
}

/** Whether the user's role has the ability */
export function allows(user: Pick<User, 'role'> | null | undefined, ability: AbilityName) {
  const role = staffRole(user)
  return role !== null && ROLE_RANK[role] >= ROLE_RANK[MINIMUM_ROLE[ability]]
}

/** Every ability's answer for the user (the pages' `can` prop); null for guests and users */
export function abilitiesOf(user: Pick<User, 'role'> | null | undefined): Abilities | null {
  if (!staffRole(user)) return null
  return Object.fromEntries(ABILITY_NAMES.map((name) => [name, allows(user, name)])) as Abilities
}
