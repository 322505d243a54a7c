import env from '#start/env'

/** Points a user may earn from chat per UTC day when CHAT_POINTS_DAILY_CAP is not set */
export const DEFAULT_CHAT_POINTS_DAILY_CAP = 288

/**
 * Chat points one user can earn per UTC day (of the windows' start); null: no cap
 * (CHAT_POINTS_DAILY_CAP=0). start/env.ts validated the value at boot; it is read per call so
 * a test can change it.
 */
export function chatPointsDailyCap(): number | null {
  const raw = String(env.get('CHAT_POINTS_DAILY_CAP') ?? '').trim()
  const cap = raw === '' ? DEFAULT_CHAT_POINTS_DAILY_CAP : Number(raw)
  return cap > 0 ? cap : null
}
