import edge from 'edge.js'
import type { Vite } from '@adonisjs/vite'

/**
 * Adds nonce="…" to every <script> and <link rel="modulepreload"> opening tag of Vite's own
 * tags (no data in them). Never run over markup that holds page data: a `<script` that came
 * from data would get the real nonce.
 */
export function withCspNonce(html: string, nonce: string | undefined): string {
  if (!nonce) return html
  return html.replace(/<(script|link rel="modulepreload")(?=[\s>])/g, `<$1 nonce="${nonce}"`)
}

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
 * The layout's <body>: the page-data script, which the layout writes itself (escaped as above,
 * with the nonce: the only tag of it that gets one), then the root element with the markup the
 * server render made (React escapes every text and attribute in it; it never gets the nonce, so
 * a script tag in it could not run). Inertia's own copy of the page data at the start of its
 * SSR body escapes `<` only, so it is replaced.
 */
export function inertiaRoot(page: LayoutPage, nonce: string | undefined): string {
  const ssrBody = page.ssrBody
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : ''
  const script = `<script data-page="${ROOT_ID}" type="application/json"${nonceAttribute}>${pageDataJson(pageObject(page))}</script>`
  if (ssrBody === undefined) return `${script}<div id="${ROOT_ID}"></div>`
  const start = `<script data-page="${ROOT_ID}" type="application/json">`
  const end = ssrBody.indexOf('</script>')
  if (!ssrBody.startsWith(start) || end === -1) {
    throw new Error('The SSR body does not start with the page-data script Inertia writes')
  }
  return script + ssrBody.slice(end + '</script>'.length)
}

/**
 * What the inline loader of entryPointTags runs: imports the given module URLs at once when the
 * page waits for nothing (a hidden tab paints nothing; an OBS overlay may have nothing to paint
 * yet), else once the browser reports the first contentful paint (three seconds at most, for a
 * browser that does not report paints).
 */
function loaderScript(urls: string[], afterPaint: boolean) {
  const load = `let done = false; const load = () => { if (done) return; done = true; ${JSON.stringify(urls)}.forEach((url) => import(url)) };`
  if (!afterPaint) return `${load} load();`
  return (
    `${load} if (document.visibilityState === 'hidden') load(); else {` +
    ` setTimeout(load, 3000);` +
    ` try { new PerformanceObserver((list) => { if (list.getEntriesByName('first-contentful-paint').length) load() }).observe({ type: 'paint', buffered: true }) } catch { load() } }`
  )
}

/**
 * The browser entry's tags for the layout's <head>. With the dev server: Vite's own tags. With
 * the production build: the entry's stylesheets, then a small inline module that imports the
 * entry and the page's chunk (side by side, so the page chunk does not wait for the entry) once
 * the server-rendered page has been painted. The first screen is complete HTML, so the script
 * (about 125 KB) no longer competes for the connection and the CPU with the stylesheet, the
 * preloaded font, the first screen's images and the first paint; the page hydrates right after.
 * OBS overlays (a browser source, not a visitor) import at once.
 */
export async function entryPointTags(
  vite: Pick<Vite, 'generateEntryPointsTags' | 'useDevServer' | 'manifest' | 'assetsUrl'>,
  entry: string,
  page: string,
  nonce: string | undefined
): Promise<string> {
  const elements = await vite.generateEntryPointsTags([entry])
  const tags = elements.map(String)
  if (vite.useDevServer) return withCspNonce(tags.join('\n'), nonce)

  const manifest = vite.manifest()
  const pageChunk = manifest[`inertia/pages/${page}.tsx`]
  const urls = [manifest[entry].file, ...(pageChunk ? [pageChunk.file] : [])].map(
    (file) => `${vite.assetsUrl()}/${file}`
  )
  const stylesheets = tags.filter((tag) => tag.includes('rel="stylesheet"'))
  const loader = loaderScript(urls, !page.startsWith('overlays/'))
  return withCspNonce(
    [...stylesheets, `<script type="module">${loader}</script>`].join('\n'),
    nonce
  )
}

/**
 * Edge globals of the layout: the page's root with its escaped page data, and the response's
 * CSP nonce on the tags Vite renders (it takes no nonce for its modulepreload links).
 * A provider rather than a preload file: preloads are imported concurrently, and one more
 * changed the order in which the route file meets the rate limiter in the production build.
 */
export default class ViewProvider {
  boot() {
    edge.global('inertiaRoot', inertiaRoot)
    edge.global('entryPointTags', entryPointTags)
  }
}
