import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { ADMIN_LIMITS } from '#shared/admin'

const value = () => vine.number().withoutDecimals().range([0, ADMIN_LIMITS.maxVaultValue])
const streams = () => vine.number().withoutDecimals().range([0, ADMIN_LIMITS.maxStreams])

/**
 * POST /api/vault/update: the new value and stream count (docs/product.md), and optionally the values the
 * page based its change on, so an edit made on stale numbers cannot wipe a contribution that
 * arrived meanwhile.
 */
export const vaultUpdateValidator = vine.create({
  value: value(),
  streams_active: streams(),
  previous: vine.object({ value: value(), streams_active: streams() }).optional(),
})
vaultUpdateValidator.messagesProvider = new SimpleMessagesProvider({
  'value.required': 'Please enter the vault value',
  'value.number': 'The vault value must be a whole number of dollars',
  'value.withoutDecimals': 'The vault value must be a whole number of dollars',
  'value.range': `The vault value must be between 0 and ${ADMIN_LIMITS.maxVaultValue.toLocaleString('en-US')}`,
  'streams_active.required': 'Please enter the number of streams',
  'streams_active.number': 'Streams Active must be a whole number',
  'streams_active.withoutDecimals': 'Streams Active must be a whole number',
  'streams_active.range': `Streams Active must be between 0 and ${ADMIN_LIMITS.maxStreams.toLocaleString('en-US')}`,
})

/**
 * POST /api/vault/roll-winner: optionally the cycle whose pending draw the page waits for;
 * the call then completes (or answers) that draw instead of rolling the current cycle
 */
export const vaultRollValidator = vine.create({
  cycle_id: vine.number().withoutDecimals().positive().optional(),
})
vaultRollValidator.messagesProvider = new SimpleMessagesProvider({
  'cycle_id.*': 'The cycle must be a cycle id',
})
