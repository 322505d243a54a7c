process.env.NODE_ENV = 'test'
// `node ace test` picks the first free port from 24678 for Vite's HMR socket; lanes of `npm test`
// that start together can all pick it, and a page then connects to another lane's dev server,
// which refuses its token. scripts/test.mjs gives each lane a port of its own.
if (process.env.TEST_HMR_PORT) process.env.VITE_HMR_PORT = process.env.TEST_HMR_PORT

import { prettyPrintError } from '@adonisjs/core'
import { configure, processCLIArgs, run } from '@japa/runner'
import { createIgnitor } from './ignitor.js'

createIgnitor()
  .testRunner()
  .configure(async (app) => {
    const { runnerHooks, ...config } = await import('../tests/bootstrap.js')

    processCLIArgs(process.argv.splice(2))
    configure({
      ...app.rcFile.tests,
      ...config,
      setup: runnerHooks.setup,
      teardown: runnerHooks.teardown.concat([() => app.terminate()]),
    })
  })
  .run(() => run())
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
