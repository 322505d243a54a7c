import env from '#start/env'
import { LIVE_EVENTS_PATH, type LiveMessage } from '#shared/live'

/** The test server's address */
export const appUrl = () => `http://${env.get('HOST')}:${env.get('PORT')}`

/** An open event stream as the page's live client holds it; `next(test)` waits for a message */
export async function openStream(headers: Record<string, string> = {}) {
  const controller = new AbortController()
  const response = await fetch(`${appUrl()}${LIVE_EVENTS_PATH}`, { signal: controller.signal, headers })
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let received = ''
  const messages = () =>
    received
      .split('\n\n')
      .filter((frame) => frame.startsWith('data: '))
      .map((frame) => JSON.parse(frame.slice(6)) as LiveMessage)
  // generous: these tests check what arrives, not how fast (npm run bench -- --live measures that),
  // and a message may wait out a coalescing window and a payload build on a loaded machine
  async function until(done: (text: string) => boolean, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs
    while (!done(received)) {
      const timer = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`not found in: ${received}`)), deadline - Date.now())
      )
      const { value, done: ended } = await Promise.race([reader.read(), timer])
      if (ended) throw new Error(`stream ended: ${received}`)
      received += value
    }
  }
  return {
    response,
    messages,
    opened: () => until((text) => text.includes(':ok\n\n')),
    /** waits until `count` messages of `domain` have arrived; resolves with them */
    async next(domain: string, count = 1) {
      await until(() => messages().filter((m) => m.domain === domain).length >= count)
      return messages().filter((m) => m.domain === domain)
    },
    close: () => controller.abort(),
  }
}
