import 'reflect-metadata'
import cluster from 'node:cluster'
import { Ignitor } from '@adonisjs/core'

/**
 * One Ignitor setup shared by the HTTP server, ace and the test runner.
 */
export const APP_ROOT = new URL('../', import.meta.url)

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
      // terminating closes the HTTP server: it stops accepting and waits for requests in flight
      await app.terminate()
      // a web process of bin/cluster.js is kept alive by its channel to the primary: leave now
      if (cluster.isWorker) process.exit()
      options.onTerminatedBySigterm?.()
    })
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
}
