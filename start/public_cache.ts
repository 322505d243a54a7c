/**
 * The web server learns of public data changed by the worker or an ace command (when no Redis
 * bus tells it) by polling their version marks; see app/services/public_cache.ts.
 */
import app from '@adonisjs/core/services/app'
import { watchOtherProcesses } from '#services/public_cache'

const stop = watchOtherProcesses()
app.terminating(stop)
