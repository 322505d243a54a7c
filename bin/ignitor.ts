import 'reflect-metadata'
import cluster from 'node:cluster'
import { Ignitor } from '@adonisjs/core'
import { isConnectionLost } from '#infra/db/errors'
import { DEFAULT_DRAIN_TIMEOUT_MS } from '#infra/cluster/supervisor'

/**
 * One Ignitor setup shared by the HTTP server, ace and the test runner.
 */
export const APP_ROOT = new URL('../', import.meta.url)

/**
 * ioredis subscribes again after a reconnection without waiting for the answer (its
 * event_handler.js): when Redis drops again meanwhile, that command's rejection has no
 * handler, and Node would end the process for it. A backing service that went away is no
 * reason to die (requests answer 503 meanwhile): such a rejection is logged; any other still
 * ends the process, as Node's default does.
 */
process.on('unhandledRejection', (reason) => {
  if (!isConnectionLost(reason)) throw reason
  process.stderr.write(`unhandled rejection of a lost connection: ${(reason as Error).message}\n`)
})

export function createIgnitor(options: { onTerminatedBySigterm?: () => void } = {}) {
  return new Ignitor(APP_ROOT, {
    importer: (filePath: string) => {
      if (filePath.startsWith('./') || filePath.startsWith('../')) {
        return import(new URL(filePath, APP_ROOT).href)
      }
      return import(filePath)
    },
  }).tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.listen('SIGTERM', async () => {
      // a goodbye that never comes (a QUIT that ioredis queues for a Redis that is not back)
      // does not hold the stop: after the drain's time (the supervisor's SIGKILL comes then
      // too), the process leaves; the requests in flight were answered before the providers
      if (!options.onTerminatedBySigterm) {
        setTimeout(() => {
          process.stderr.write('SIGTERM: connections still closing after the drain time; exiting\n')
          process.exit()
        }, DEFAULT_DRAIN_TIMEOUT_MS).unref()
      }
      // terminating closes the HTTP server: it stops accepting and waits for requests in flight
      const closed = await app.terminate().then(
        () => true,
        (error) => {
          // Redis unreachable: a provider's goodbye (transmit's QUIT) fails once ioredis gives
          // up; the requests in flight were answered before that, so the stop is still clean
          if (!isConnectionLost(error)) throw error
          process.stderr.write(`SIGTERM: ${error.message} while closing connections; exiting\n`)
          return false
        }
      )
      // a web process of bin/cluster.js is kept alive by its channel to the primary: leave now
      if (cluster.isWorker) process.exit()
      if (options.onTerminatedBySigterm) return options.onTerminatedBySigterm()
      // the providers after the one that failed still hold their (reconnecting) clients
      if (!closed) process.exit()
    })
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
}
