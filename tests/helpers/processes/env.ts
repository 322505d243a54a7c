import env from '#start/env'
import { clearKeptPages } from '#http_cache/public_pages'

/**
 * Sets environment values for one test (OAuth endpoints of a fake server, say) and returns
 * a function that puts the previous values back. An absent value is stored as '' (Env.set
 * would turn undefined into the string 'undefined'); the settings treat '' as unset. Pages
 * kept for guests are dropped both ways: they may show settings read from the environment.
 */
export function withEnv(values: Record<string, string | undefined>) {
  const keys = Object.keys(values) as any[]
  const previous = keys.map((key) => [key, env.get(key)] as const)
  for (const key of keys) env.set(key, (values[key] ?? '') as any)
  clearKeptPages()
  return () => {
    for (const [key, value] of previous) env.set(key, (value ?? '') as any)
    clearKeptPages()
  }
}
