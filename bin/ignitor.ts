import 'reflect-metadata'
import { Ignitor } from '@adonisjs/core'

/**
 * One Ignitor setup shared by the HTTP server, ace and the test runner.
 */
export const APP_ROOT = new URL('../', import.meta.url)

export function createIgnitor() {
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
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
}
