import { defineConfig, stores } from '@adonisjs/lock'
import type { InferLockStores } from '@adonisjs/lock/types'
import { redisConfigured } from '#config/redis'

/**
 * Locks (the worker's lease, app/infra/scheduler/scheduler.ts): in Redis when REDIS_HOST is
 * set (every machine of a scaled-out install shares it), else in the database's `locks` table
 * (SQLite or PostgreSQL: the processes of one machine, or several machines on one PostgreSQL).
 */
const lockConfig = defineConfig({
  default: redisConfigured() ? 'redis' : 'database',
  stores: {
    redis: stores.redis({ connectionName: 'main' }),
    database: stores.database({ tableName: 'locks' }),
    memory: stores.memory(),
  },
})

export default lockConfig

declare module '@adonisjs/lock/types' {
  export interface LockStoresList extends InferLockStores<typeof lockConfig> {}
}
