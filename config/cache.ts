import env from '#start/env'
import { redisConfigured } from '#config/redis'
import { defineConfig, store, drivers } from '@adonisjs/cache'

/**
 * The public data cache (boards, store, vault, hunt, milestones, tournament). One process:
 * memory only, values kept by reference (never mutated by readers). With REDIS_HOST set, every
 * process keeps a memory copy (L1) in front of Redis (L2), and the bus tells the other
 * processes to drop their copy when one of them invalidates.
 */
/**
 * After a Redis error, skip Redis for a few seconds (Bentocache's L2 circuit breaker) instead of
 * letting every following read of the outage wait out its own command timeout
 */
const L2_CIRCUIT_BREAKER = '5s'

const publicStore = redisConfigured()
  ? store({ l2CircuitBreakerDuration: L2_CIRCUIT_BREAKER })
      .useL1Layer(drivers.memory({ maxItems: 1000 }))
      .useL2Layer(
        drivers.redis({ connectionName: 'main', prefix: env.get('CACHE_PREFIX') ?? 'neon:cache' })
      )
      .useBus(drivers.redisBus({ connectionName: 'main' }))
  : store().useL1Layer(drivers.memory({ maxItems: 1000, serialize: false }))

/**
 * The generation of each public domain (app/infra/live/generations.ts) when Redis is
 * configured: Redis alone, so a read is always the shared value (each process keeps its own copy
 * beside it); a Redis that does not answer reads as missing. Without Redis the generations are
 * in the database, and this store is not used.
 */
const generationStore = redisConfigured()
  ? store({ suppressL2Errors: true, l2CircuitBreakerDuration: L2_CIRCUIT_BREAKER }).useL2Layer(
      drivers.redis({ connectionName: 'main', prefix: env.get('CACHE_PREFIX') ?? 'neon:cache' })
    )
  : store().useL1Layer(drivers.memory({ maxItems: 100, serialize: false }))

const cacheConfig = defineConfig({
  default: 'public',
  // a bound for values written by a read that raced an invalidation (see public_cache.ts)
  ttl: '1h',
  stores: { public: publicStore, generations: generationStore },
})

export default cacheConfig

declare module '@adonisjs/cache/types' {
  interface CacheStores extends InferStores<typeof cacheConfig> {}
}
