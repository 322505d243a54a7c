import './css/app.css'
import { hydrateRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { resolvePage } from '~/lib/resolve_page'

createInertiaApp({
  // The <style> Inertia adds (progress bar) needs this response's CSP nonce
  nonce: document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')?.nonce,
  title: (title) => (title ? `${title} · NEONPLAY` : 'NEONPLAY'),
  resolve: (name) => resolvePage(name, import.meta.glob('./pages/**/*.tsx') as any),
  setup({ el, App, props }) {
    hydrateRoot(el, <App {...props} />)
  },
  progress: { color: '#ff2bd6' },
})
