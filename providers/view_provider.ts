import edge from 'edge.js'
import type { Vite } from '@adonisjs/vite'
import { LOADER_AFTER_PAINT, LOADER_NOW, REACT_REFRESH_PREAMBLE } from '#infra/http/inline_scripts'

/** The id of the element Inertia mounts on, and of its page-data script (its default) */
const ROOT_ID = 'app'

/**
 * Page data as the text of a <script type="application/json">: JSON with `<`, `>` and `&` (and
 * the two line separators) written as \u escapes, which JSON.parse reads back as they were. No
 * value can then end the element or switch the HTML parser's state (`</script>`, `<!--`,
 * `<script`), whatever a partner or a CSV named someone.
 */
export function pageDataJson(page: unknown): string {
  return JSON.stringify(page).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  )
}

/** The page the layout gets: Inertia's page object, and the SSR head and body when rendered */
type LayoutPage = Record<string, unknown> & { ssrHead?: string[]; ssrBody?: string }

/** The page object itself, as Inertia gave it to the server render */
function pageObject(page: LayoutPage) {
  const data: Record<string, unknown> = { ...page }
  delete data.ssrHead
  delete data.ssrBody
  return data
}

/**
 * The layout's <body>: the page-data script (JSON, never run), which the layout writes itself
 * escaped as above, then the root element with the markup the server render made (React
 * escapes every text and attribute in it; a script tag in it could not run: the CSP allows
 * only files from the site and the hashed inline scripts). Inertia's own copy of the page data
 * at the start of its SSR body escapes `<` only, so it is replaced.
 */
export function inertiaRoot(page: LayoutPage): string {
  const ssrBody = page.ssrBody
  const script = `<script data-page="${ROOT_ID}" type="application/json">${pageDataJson(pageObject(page))}</script>`
  if (ssrBody === undefined) return `${script}<div id="${ROOT_ID}"></div>`
  const start = `<script data-page="${ROOT_ID}" type="application/json">`
  const end = ssrBody.indexOf('</script>')
  if (!ssrBody.startsWith(start) || end === -1) {
    throw new Error('The SSR body does not start with the page-data script Inertia writes')
  }
  return script + ssrBody.slice(end + '</script>'.length)
}

/**
 * The browser entry's tags for the layout's <head>. With the dev server: the React refresh
 * preamble and Vite's own tags. With the production build: the entry's stylesheets, then a
 * small inline module (app/infra/http/inline_scripts.ts, allowed by its hash) that imports the
 * entry and the page's chunk (side by side, so the page chunk does not wait for the entry) once
 * the server-rendered page has been painted. The first screen is complete HTML, so the script
 * (about 125 KB) no longer competes for the connection and the CPU with the stylesheet, the
 * preloaded font, the first screen's images and the first paint; the page hydrates right after.
 * OBS overlays (a browser source, not a visitor) import at once.
 */
export async function entryPointTags(
  vite: Pick<Vite, 'generateEntryPointsTags' | 'useDevServer' | 'manifest' | 'assetsUrl'>,
  entry: string,
  page: string
): Promise<string> {
  const elements = await vite.generateEntryPointsTags([entry])
  const tags = elements.map(String)
  if (vite.useDevServer) {
    return [`<script type="module">${REACT_REFRESH_PREAMBLE}</script>`, ...tags].join('\n')
  }

  const manifest = vite.manifest()
  const pageChunk = manifest[`inertia/pages/${page}.tsx`]
  const urls = [manifest[entry].file, ...(pageChunk ? [pageChunk.file] : [])].map(
    (file) => `${vite.assetsUrl()}/${file}`
  )
  const stylesheets = tags.filter((tag) => tag.includes('rel="stylesheet"'))
  const loader = page.startsWith('overlays/') ? LOADER_NOW : LOADER_AFTER_PAINT
  // the URLs are JSON in an attribute: only `'` and `&` need escaping there
  const load = JSON.stringify(urls).replaceAll('&', '&amp;').replaceAll("'", '&#39;')
  return [...stylesheets, `<script type="module" data-load='${load}'>${loader}</script>`].join('\n')
}

/**
 * Edge globals of the layout: the page's root with its escaped page data, and the browser
 * entry's tags.
 * A provider rather than a preload file: preloads are imported concurrently, and one more
 * changed the order in which the route file meets the rate limiter in the production build.
 */
export default class ViewProvider {
  boot() {
    edge.global('inertiaRoot', inertiaRoot)
    edge.global('entryPointTags', entryPointTags)
  }
}
