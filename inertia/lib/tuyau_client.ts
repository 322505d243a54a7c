import { registry } from '@generated/registry'
import { createTuyau } from '@tuyau/core/client'

export { TuyauHTTPError } from '@tuyau/core/client'

/**
 * Sends each request with its body read into memory. The client clones every request (to be
 * able to retry it), which turns the body into a stream; a plain body keeps the request as
 * the browser sends a form (a known length, visible to the browser's own tools).
 */
async function sendBuffered(input: RequestInfo | URL, init?: RequestInit) {
  if (!(input instanceof Request) || input.body === null) return fetch(input, init)
  return fetch(new Request(input, { body: await input.arrayBuffer() }), init)
}

export const client = createTuyau({
  registry,
  baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
  headers: { Accept: 'application/json' },
  credentials: 'same-origin',
  // the dialogs decide what a failure means: no automatic retry, no client-side time limit
  retry: 0,
  timeout: false,
  fetch: sendBuffered,
})
