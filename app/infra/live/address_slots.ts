import { randomUUID } from 'node:crypto'
import logger from '@adonisjs/core/services/logger'
import redis from '@adonisjs/redis/services/main'
import { redisConfigured } from '#config/redis'

/**
 * The places each client address holds among the open live-update streams
 * (LIVE_MAX_STREAMS_PER_ADDRESS), counted across every web process when Redis is configured
 * (REDIS_HOST: the processes and machines that share it share the count), in this process's
 * memory otherwise.
 *
 * In Redis, an address's places are one sorted set (`live_streams:<address>`): one member per
 * open stream, scored with the time its lease ends. Taking a place is one script (drop the
 * members whose lease ended, count, add when below the cap), so two processes racing for the
 * last place cannot both get it. Each process renews its members' leases every
 * LIVE_SLOT_RENEW_MS (the streams' ping) and removes a member when its stream closes; a process
 * that dies without removing its members loses them when their lease ends. Times are Redis's
 * own clock. When Redis does not answer, the place is counted in memory (this process alone),
 * so a Redis outage never closes the live updates.
 */
export type AddressSlot = { address: string; member: string | null }

/** How long a place is held without renewal (three renewals missed) */
export const LIVE_SLOT_LEASE_MS = 90_000
export const LIVE_SLOT_RENEW_MS = 30_000

const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`

const RENEW = `
local t = redis.call('TIME')
local until_ = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) + tonumber(ARGV[1])
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], 'XX', until_, ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`

const slotKey = (address: string) => `live_streams:${address}`

/**
 * The places one web process holds in Redis. `processTag` names the process's members; a
 * test makes a second one to stand for another web process sharing the same Redis.
 */
export function redisAddressSlots(processTag: string = randomUUID()) {
  const held = new Map<string, Set<string>>()
  let next = 0
  return {
    /** A place for `address`, or null when it holds `max` already (in every process) */
    async take(address: string, max: number): Promise<AddressSlot | null> {
      const member = `${processTag}:${next++}`
      const taken = await redis.eval(TAKE, 1, slotKey(address), max, LIVE_SLOT_LEASE_MS, member)
      if (Number(taken) !== 1) return null
      const members = held.get(address) ?? new Set<string>()
      members.add(member)
      held.set(address, members)
      return { address, member }
    },
    async release({ address, member }: AddressSlot) {
      if (member === null) return
      const members = held.get(address)
      members?.delete(member)
      if (members?.size === 0) held.delete(address)
      await redis.zrem(slotKey(address), member)
    },
    /** Renews the lease of every place this process holds */
    async renew() {
      for (const [address, members] of held) {
        await redis.eval(RENEW, 1, slotKey(address), LIVE_SLOT_LEASE_MS, ...members)
      }
    },
  }
}

/** This process's count, the one without Redis */
const inMemory = new Map<string, number>()

function takeInMemory(address: string, max: number): AddressSlot | null {
  const count = inMemory.get(address) ?? 0
  if (count >= max) return null
  inMemory.set(address, count + 1)
  return { address, member: null }
}

function releaseInMemory(address: string) {
  const left = (inMemory.get(address) ?? 1) - 1
  if (left > 0) inMemory.set(address, left)
  else inMemory.delete(address)
}

const shared = redisAddressSlots()

/**
 * Takes a place for a stream of `address`: null when the address holds `max` already. Without
 * Redis the answer is immediate (no promise), so the stream opens in the same turn as before.
 */
export function takeAddressSlot(
  address: string,
  max: number
): AddressSlot | null | Promise<AddressSlot | null> {
  if (!redisConfigured()) return takeInMemory(address, max)
  return shared.take(address, max).catch((error) => {
    logger.warn({ err: error }, 'live streams: Redis did not answer, counting in this process')
    return takeInMemory(address, max)
  })
}

/** Gives the place back (its stream closed) */
export function releaseAddressSlot(slot: AddressSlot) {
  if (slot.member === null) return releaseInMemory(slot.address)
  shared.release(slot).catch((error) => {
    logger.warn({ err: error }, 'live streams: could not release a place in Redis (its lease ends)')
  })
}

/** Renews this process's places in Redis (called with the streams' ping) */
export function renewAddressSlots() {
  if (!redisConfigured()) return
  shared.renew().catch((error) => {
    logger.warn({ err: error }, 'live streams: could not renew the places in Redis')
  })
}
