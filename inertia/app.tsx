import './css/app.css'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createInertiaApp, router } from '@inertiajs/react'
import { resolvePage, type PageModule } from '~/lib/resolve_page'
import { holdPageTexts, loadCatalog } from '~/lib/i18n'
// The dialog frame (Radix Dialog) serves nearly every page and the lazily loaded site dialogs:
// it stays in the entry chunk rather than in each page's share of the bundle budget
import '~/components/ui/neon_dialog'

createInertiaApp({
  title: (title) => (title ? `${title} · NEONPLAY` : 'NEONPLAY'),
  resolve: (name) => resolvePage(name, import.meta.glob<PageModule>('./pages/**/*.tsx')),
  setup({ el, App, props }) {
    // Hydrating as a transition lets React yield to the browser every few milliseconds (and
    // to a click or key press first) instead of one long task: the server-rendered page is
    // already on screen, so nothing waits for it
    // the page's language first: its first render must print what the server's did
    // the admins' overrides (/admin/texts) for tNow, as each visit brings them
    holdPageTexts(props.initialPage.props.texts)
    router.on('navigate', (event) => holdPageTexts(event.detail.page.props.texts))
    loadCatalog(props.initialPage.props.locale).then(() =>
      startTransition(() => {
        hydrateRoot(el, <App {...props} />)
      })
    )
  },
  progress: { color: '#ff2bd6' },
})
