import './css/app.css'
import { hydrateRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { resolvePage, type PageModule } from '~/lib/resolve_page'

/** This response's CSP nonce: the <style> elements added at run time need it */
const cspNonce = document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')?.nonce
// Radix's scroll lock (dialogs, menus) reads the nonce for its <style> from this global
Object.assign(globalThis, { __webpack_nonce__: cspNonce })

createInertiaApp({
  // for the progress bar's <style>
  nonce: cspNonce,
  title: (title) => (title ? `${title} · NEONPLAY` : 'NEONPLAY'),
  resolve: (name) => resolvePage(name, import.meta.glob<PageModule>('./pages/**/*.tsx')),
  setup({ el, App, props }) {
    hydrateRoot(el, <App {...props} />)
  },
  progress: { color: '#ff2bd6' },
})
