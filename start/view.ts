/**
 * Edge globals the layout uses to put the response's CSP nonce on the tags Vite and Inertia
 * render: neither package takes a nonce for its modulepreload links or page-data script.
 */
import edge from 'edge.js'

/** Adds nonce="…" to every <script> and <link rel="modulepreload"> opening tag of trusted framework markup */
export function withCspNonce(html: string, nonce: string | undefined): string {
  if (!nonce) return html
  return html.replace(/<(script|link rel="modulepreload")(?=[\s>])/g, `<$1 nonce="${nonce}"`)
}

edge.global('withCspNonce', withCspNonce)
