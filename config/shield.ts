import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'

/**
 * Outside production the Vite dev server runs (`npm run dev`, and the test suite) and its HMR
 * client talks over a websocket; a production page never opens one.
 */
const viteDevServer = !app.inProduction

/**
 * sonner (the toasts) adds its stylesheet as a <style> without a nonce when it loads: an empty
 * element, then its CSS. Both are allowed by hash; if an upgrade changes that CSS, the CSP
 * browser test reports the violation and gives the new hash.
 */
const SONNER_STYLE_HASHES = [
  `'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='`,
  `'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='`,
]

const shieldConfig = defineConfig({
  /**
   * Scripts run only with this response's nonce (the layout puts it on every script and
   * modulepreload tag, and Vite and Inertia read it from the csp-nonce meta for what they
   * inject later), so an injected <script> or inline handler never runs.
   */
  csp: {
    enabled: true,
    reportOnly: false,
    directives: {
      defaultSrc: [`'self'`],
      scriptSrc: ['@nonce'],
      /** stylesheets are files; <style> elements (Vite in development, Inertia's progress bar) need the nonce */
      styleSrc: [`'self'`, '@nonce', ...SONNER_STYLE_HASHES],
      /**
       * Server-rendered React writes computed sizes and icon masks as style attributes; an
       * attribute cannot load anything or run code, and <style> elements stay nonce-only.
       */
      styleSrcAttr: [`'unsafe-inline'`],
      /** uploads are same-origin; partner logos and avatars come from any https host */
      imgSrc: [`'self'`, 'data:', 'blob:', 'https:'],
      fontSrc: [`'self'`, 'data:'],
      connectSrc: viteDevServer ? [`'self'`, 'ws:'] : [`'self'`],
      objectSrc: [`'none'`],
      baseUri: [`'self'`],
      formAction: [`'self'`],
      frameAncestors: [`'none'`],
    },
  },
  /**
   * Off here: shield keeps its CSRF secret in the session, which would make every guest's
   * page view a session write. The CSRF middleware (a signed double-submit token) guards
   * every state change instead.
   */
  csrf: { enabled: false },
  xFrame: { enabled: true, action: 'DENY' },
  /** preload is left to the operator: once submitted to the browsers' list it cannot be undone quickly */
  hsts: { enabled: true, maxAge: '365 days', includeSubDomains: true, preload: false },
  contentTypeSniffing: { enabled: true },
})

export default shieldConfig
