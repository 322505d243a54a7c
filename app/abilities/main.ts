/**
 * The Bouncer abilities (`ctx.bouncer.allows('manageHunt')`), one per ability of the
 * permission matrix in app/abilities/matrix.ts, which alone decides.
 */
import { Bouncer } from '@adonisjs/bouncer'
import type User from '#models/user'
import type { AbilityName } from '#shared/roles'
import { allows } from '#abilities/matrix'

const ability = (name: AbilityName) => Bouncer.ability((user: User) => allows(user, name))

export const viewAdmin = ability('viewAdmin')
export const lookUpUsers = ability('lookUpUsers')
export const manageHunt = ability('manageHunt')
export const manageRaffles = ability('manageRaffles')
export const manageSlotRequests = ability('manageSlotRequests')
export const manageTournament = ability('manageTournament')
export const manageRedemptions = ability('manageRedemptions')
export const useOverlays = ability('useOverlays')
export const manageShop = ability('manageShop')
export const manageKickRewards = ability('manageKickRewards')
export const manageDiscord = ability('manageDiscord')
export const manageLeaderboards = ability('manageLeaderboards')
export const manageVault = ability('manageVault')
export const manageUsers = ability('manageUsers')
export const grantPoints = ability('grantPoints')
export const manageMilestoneClaims = ability('manageMilestoneClaims')
export const readAuditLog = ability('readAuditLog')
export const manageTexts = ability('manageTexts')
export const managePredictions = ability('managePredictions')
export const managePolls = ability('managePolls')
export const manageSchedule = ability('manageSchedule')
export const manageStaff = ability('manageStaff')
export const importPoints = ability('importPoints')
