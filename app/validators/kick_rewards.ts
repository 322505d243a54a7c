import vine from '@vinejs/vine'
import { CatalogMessages } from '#infra/i18n/catalog_messages'
import { KICK_REWARD_MESSAGES as M } from '#shared/kick_rewards'

const points = () => vine.number({ strict: true }).withoutDecimals().min(0).max(1_000_000)

/** PUT /api/admin/kick-rewards: every field is sent */
export const kickRewardsValidator = vine.create({
  new_sub: points(),
  renewal: points(),
  gifted_sub: points(),
  kick_unit: points(),
  follow: points(),
  // Twitch's amounts: optional, a client that knows only Kick's keeps them
  twitch_new_sub: points().optional(),
  twitch_renewal: points().optional(),
  twitch_gifted_sub: points().optional(),
  twitch_bits: points().optional(),
  twitch_follow: points().optional(),
  hold_days: vine.number({ strict: true }).withoutDecimals().min(1).max(3650),
  stale_minutes: vine.number({ strict: true }).withoutDecimals().min(1).max(1440),
})
kickRewardsValidator.messagesProvider = new CatalogMessages({
  'hold_days.required': M.holdDays,
  'hold_days.number': M.holdDays,
  'hold_days.withoutDecimals': M.holdDays,
  'hold_days.min': M.holdDays,
  'hold_days.max': M.holdDays,
  'stale_minutes.required': M.staleMinutes,
  'stale_minutes.number': M.staleMinutes,
  'stale_minutes.withoutDecimals': M.staleMinutes,
  'stale_minutes.min': M.staleMinutes,
  'stale_minutes.max': M.staleMinutes,
  'required': M.points,
  'number': M.points,
  'withoutDecimals': M.points,
  'min': M.points,
  'max': M.points,
})
