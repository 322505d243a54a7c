import edge from 'edge.js'

/** Adds nonce="…" to every <script> and <link rel="modulepreload"> opening tag of trusted framework markup */
export function withCspNonce(html: string, nonce: string | undefined): string {
  if (!nonce) return html
  return html.replace(/<(script|link rel="modulepreload")(?=[\s>])/g, `<$1 nonce="${nonce}"`)
}

/**
 * Edge globals of the layout: it puts the response's CSP nonce on the tags Vite and Inertia
 * render, since neither package takes a nonce for its modulepreload links or page-data script.
 * A provider rather than a preload file: preloads are imported concurrently, and one more
 * changed the order in which the route file meets the rate limiter in the production build.
 */
export default class ViewProvider {
  boot() {
    edge.global('withCspNonce', withCspNonce)
  }
}
