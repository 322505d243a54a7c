import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import type { Page } from '@inertiajs/core'
import { resolvePage, type PageModule } from '~/lib/resolve_page'
import { loadCatalog } from '~/lib/i18n'
import type { Locale } from '@shared/locales'

export default async function render(page: Page) {
  await loadCatalog(page.props.locale as Locale)
  return createInertiaApp({
    page,
    render: ReactDOMServer.renderToString,
    title: (title) => (title ? `${title} · NEONPLAY` : 'NEONPLAY'),
    resolve: (name) =>
      resolvePage(name, import.meta.glob<PageModule>('./pages/**/*.tsx', { eager: true })),
    setup: ({ App, props }) => <App {...props} />,
  })
}
