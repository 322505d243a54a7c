import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'
import { INLINE_SCRIPT_HASHES } from '#infra/http/inline_scripts'

/**
 * Outside production the Vite dev server runs (`npm run dev`, and the test suite) and its HMR
 * client talks over a websocket; a production page never opens one.
 */
const viteDevServer = !app.inProduction

const shieldConfig = defineConfig({
  /**
   * No per-response secret (so a page kept in memory for guests is as safe as a fresh one):
   * scripts are the site's own files and the few inline scripts the layout writes, allowed by
   * their SHA-256 (app/infra/http/inline_scripts.ts, computed at start). An injected <script>
   * or inline handler never runs.
   */
  csp: {
    enabled: true,
    reportOnly: false,
    directives: {
      defaultSrc: [`'self'`],
      scriptSrc: [`'self'`, ...INLINE_SCRIPT_HASHES],
      /**
       * Stylesheets are files; <style> elements are added at run time with computed content
       * (Radix's scroll lock writes the scrollbar's width, Vite in development, Inertia's progress
       * bar, the toasts). A style cannot run code, and scripts stay hash-only.
       */
      styleSrc: [`'self'`, `'unsafe-inline'`],
      /** Server-rendered React writes computed sizes and icon masks as style attributes */
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
   * Off: no token at all. The same-origin middleware (app/middleware/same_origin_middleware.ts:
   * Sec-Fetch-Site and Origin) refuses a state change from another site.
   */
  csrf: { enabled: false },
  xFrame: { enabled: true, action: 'DENY' },
  /** preload is left to the operator: once submitted to the browsers' list it cannot be undone quickly */
  hsts: { enabled: true, maxAge: '365 days', includeSubDomains: true, preload: false },
  contentTypeSniffing: { enabled: true },
})

export default shieldConfig
