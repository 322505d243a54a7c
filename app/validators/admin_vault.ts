import vine from '@vinejs/vine'
import { CatalogMessages } from '#infra/i18n/catalog_messages'
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
vaultUpdateValidator.messagesProvider = new CatalogMessages({
  'value.required': 'vault_rules.value_required',
  'value.number': 'vault_rules.value_whole',
  'value.withoutDecimals': 'vault_rules.value_whole',
  'value.range': { key: 'vault_rules.value_range', values: { max: ADMIN_LIMITS.maxVaultValue } },
  'streams_active.required': 'vault_rules.streams_required',
  'streams_active.number': 'vault_rules.streams_whole',
  'streams_active.withoutDecimals': 'vault_rules.streams_whole',
  'streams_active.range': {
    key: 'vault_rules.streams_range',
    values: { max: ADMIN_LIMITS.maxStreams },
  },
})

/**
 * POST /api/vault/roll-winner: optionally the cycle whose pending draw the page waits for;
 * the call then completes (or answers) that draw instead of rolling the current cycle
 */
export const vaultRollValidator = vine.create({
  cycle_id: vine.number().withoutDecimals().positive().optional(),
})
vaultRollValidator.messagesProvider = new CatalogMessages({
  'cycle_id.*': 'vault_rules.cycle_id',
})
