import logger from '@adonisjs/core/services/logger'
import redis from '@adonisjs/redis/services/main'
import { forgetGenerations } from '#infra/live/generations'

/**
 * How long after the main Redis connection is back the open pages are told to reload: the
 * bus's own subscriber (transmit's transport) reconnects and subscribes again on the same
 * schedule (config/redis.ts: at most 2 s between attempts)
 */
export const RESYNC_DELAY_MS = 2_000

/**
 * While Redis is unreachable, this process hears no other process's changes: neither the live
 * messages (transmit's bus) nor the cache invalidations (the cache's bus). Once Redis answers
 * again, the generations this process holds are dropped (read anew from Redis), and, once the
 * bus has subscribed again, `onRecovered` runs (streams.ts tells the open pages to reload their
 * live data). Returns the function that stops watching.
 */
export function watchBusRecovery(onRecovered: () => void) {
  const connection = redis.connection('main').ioConnection
  let broken = false
  let timer: NodeJS.Timeout | undefined
  const onClose = () => {
    broken = true
  }
  const onReady = () => {
    if (!broken) return
    broken = false
    forgetGenerations()
    logger.info('redis is back: open pages reload their live data')
    clearTimeout(timer)
    timer = setTimeout(onRecovered, RESYNC_DELAY_MS)
    timer.unref()
  }
  connection.on('close', onClose)
  connection.on('ready', onReady)
  return () => {
    clearTimeout(timer)
    connection.off('close', onClose)
    connection.off('ready', onReady)
  }
}
