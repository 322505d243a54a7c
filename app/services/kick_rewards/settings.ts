import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { saveSettingsRow } from '#infra/db/writes'
import { recordAudit } from '#services/audit/record_audit'
import { requirePointsAuthority, type PointsAuthority } from '#services/points/points_authority'
import {
  KICK_REWARD_DEFAULTS,
  KICK_REWARD_MESSAGES,
  type KickRewardSettings,
} from '#shared/kick_rewards'

const FIELDS = Object.keys(KICK_REWARD_DEFAULTS) as (keyof KickRewardSettings)[]

/** The points per support event, how long held rewards wait, and the late-event limit */
export async function kickRewardSettings(
  client: QueryClientContract = db.connection()
): Promise<KickRewardSettings> {
  const row = await client.from('kick_reward_settings').where('id', 1).first()
  if (!row) return { ...KICK_REWARD_DEFAULTS }
  return Object.fromEntries(FIELDS.map((f) => [f, Number(row[f])])) as KickRewardSettings
}

/** The settings that are points paid per event (the others are times) */
const AMOUNTS = [
  'new_sub',
  'renewal',
  'gifted_sub',
  'kick_unit',
  'follow',
  'twitch_new_sub',
  'twitch_renewal',
  'twitch_gifted_sub',
  'twitch_bits',
  'twitch_follow',
] as const

/**
 * PUT /api/admin/kick-rewards: saves the settings (audited, before and after). Changing an
 * amount of points needs `authority` to grant points (points_authority.ts).
 */
export async function saveKickRewardSettings(
  actorId: number,
  given: Partial<KickRewardSettings>,
  authority: PointsAuthority
) {
  await db.transaction(async (trx) => {
    const before = await kickRewardSettings(trx)
    // a field not sent (a client that knows only Kick's) keeps its value
    const input = { ...before, ...given }
    requirePointsAuthority(
      authority,
      AMOUNTS.some((field) => input[field] !== before[field])
    )
    await saveSettingsRow(trx, 'kick_reward_settings', input, FIELDS)
    await recordAudit(trx, {
      actorId,
      action: 'kick_rewards.settings',
      subjectType: 'kick_reward_settings',
      subjectId: 1,
      before,
      after: input,
    })
  })
  return KICK_REWARD_MESSAGES.saved
}
