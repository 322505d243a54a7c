import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import { resolvePage } from '~/lib/resolve_page'

export default function render(page: any) {
  return createInertiaApp({
    page,
    render: ReactDOMServer.renderToString,
    title: (title) => (title ? `${title} · NEONPLAY` : 'NEONPLAY'),
    resolve: (name) =>
      resolvePage(name, import.meta.glob('./pages/**/*.tsx', { eager: true }) as any),
    setup: ({ App, props }) => <App {...props} />,
  })
}
