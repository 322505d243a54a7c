import { createHash } from 'node:crypto'

/**
 * The only inline scripts a page carries, as constant text, and their SHA-256 hashes for the
 * Content-Security-Policy (config/shield.ts): a page needs no per-response secret, so a page
 * kept in memory is as safe as a fresh one. What differs per page (the module URLs to load)
 * is read from the `data-load` attribute of the loader's own tag, never written into its text.
 */

/** Imports the entry and the page's chunk at once (an OBS overlay may have nothing to paint yet) */
const LOAD =
  `const urls = JSON.parse(document.querySelector('script[data-load]').dataset.load);` +
  ` let done = false; const load = () => { if (done) return; done = true; urls.forEach((url) => import(url)) };`

export const LOADER_NOW = `${LOAD} load();`

/**
 * The same once the browser reports the first contentful paint (three seconds at most, for a
 * browser that does not report paints), or at once in a hidden tab (it paints nothing)
 */
export const LOADER_AFTER_PAINT =
  `${LOAD} if (document.visibilityState === 'hidden') load(); else {` +
  ` setTimeout(load, 3000);` +
  ` try { new PerformanceObserver((list) => { if (list.getEntriesByName('first-contentful-paint').length) load() }).observe({ type: 'paint', buffered: true }) } catch { load() } }`

/** @vitejs/plugin-react's preamble, with the dev server only (as @adonisjs/vite writes it) */
export const REACT_REFRESH_PREAMBLE = [
  '',
  `import RefreshRuntime from '/@react-refresh'`,
  `RefreshRuntime.injectIntoGlobalHook(window)`,
  `window.$RefreshReg$ = () => {}`,
  `window.$RefreshSig$ = () => (type) => type`,
  `window.__vite_plugin_react_preamble_installed__ = true`,
  '',
].join('\n')

/** The CSP source of a script's text */
export function scriptHash(text: string) {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`
}

export const INLINE_SCRIPT_HASHES = [LOADER_NOW, LOADER_AFTER_PAINT, REACT_REFRESH_PREAMBLE].map(
  scriptHash
)
