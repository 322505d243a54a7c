import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  cachedPublic,
  cachedPublicFlag,
  knownPublicFlag,
  publicDataChanged,
  publicTransaction,
} from '#infra/live/public_cache'
import { RAFFLE_LIVE_DOMAINS } from '#shared/live'

/**
 * The one place raffles meet live updates and the public cache: every raffle write that
 * changes what the public pages show goes through raffleTransaction (or calls
 * rafflesChanged after its commit), and every public read through cachedRaffles. When live
 * messages change shape, only this file (and the pages' useRaffleLive hook) changes.
 */
export function raffleTransaction<T>(work: (trx: TransactionClientContract) => Promise<T>) {
  return publicTransaction([...RAFFLE_LIVE_DOMAINS], work)
}

export function rafflesChanged() {
  return publicDataChanged(...RAFFLE_LIVE_DOMAINS)
}

export function cachedRaffles<T>(key: string, compute: () => Promise<T>) {
  return cachedPublic(RAFFLE_LIVE_DOMAINS[0], key, compute)
}

/** A small raffle value read on every request (cachedPublicFlag) */
export function cachedRaffleFlag<T extends boolean>(key: string, compute: () => Promise<T>) {
  return cachedPublicFlag(RAFFLE_LIVE_DOMAINS[0], key, compute)
}

/** cachedRaffleFlag's value when this process already holds it as current (else undefined) */
export function knownRaffleFlag<T extends boolean>(key: string) {
  return knownPublicFlag<T>(RAFFLE_LIVE_DOMAINS[0], key)
}
