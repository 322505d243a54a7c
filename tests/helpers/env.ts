import env from '#start/env'

/**
 * Sets environment values for one test (OAuth endpoints of a fake server, say) and returns
 * a function that puts the previous values back.
 */
export function withEnv(values: Record<string, string | undefined>) {
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, env.get(key as any)]))
  for (const [key, value] of Object.entries(values)) env.set(key as any, value as any)
  return () => {
    for (const [key, value] of Object.entries(previous)) env.set(key as any, value as any)
  }
}
