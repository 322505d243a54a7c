import app from '@adonisjs/core/services/app'
import { liveChannel, type LiveMessage, type PublicDomain } from '#shared/live'

/**
 * Tells every open page that these domains changed. Called only by public_cache.ts, after the
 * write has committed (the page's reload must find the new rows) and after the cache was
 * invalidated (it must not be served the old value). Without Redis it reaches this process's
 * streams; with Redis, transmit's transport also hands it to every other process.
 */
export async function broadcastChange(domains: readonly PublicDomain[]) {
  if (domains.length === 0) return
  const transmit = await app.container.make('transmit')
  const at = new Date().toISOString()
  for (const domain of domains) {
    const message: LiveMessage = { domain, at }
    transmit.broadcast(liveChannel(domain), message)
  }
}
