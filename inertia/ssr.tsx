import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import type { Page } from '@inertiajs/core'
import { resolvePage, type PageModule } from '~/lib/resolve_page'

export default function render(page: Page) {
  return createInertiaApp({
    page,
    render: ReactDOMServer.renderToString,
    title: (title) => (title ? `${title} · NEONPLAY` : 'NEONPLAY'),
    resolve: (name) =>
      resolvePage(name, import.meta.glob<PageModule>('./pages/**/*.tsx', { eager: true })),
    setup: ({ App, props }) => <App {...props} />,
  })
}
