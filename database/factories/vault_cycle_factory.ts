import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import VaultCycle from '#models/vault_cycle'
import { newSeed } from '#services/vault/cycle'

/** A vault cycle opened now with a fresh seed (its hash published, the seed kept secret) */
export const VaultCycleFactory = factory
  .define(VaultCycle, () => ({ ...newSeed(), openedAt: DateTime.utc(), closedAt: null }))
  .state('closed', (cycle) => {
    cycle.closedAt = DateTime.utc()
  })
  .build()
