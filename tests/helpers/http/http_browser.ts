import { urlFor } from '@adonisjs/core/services/url_builder'
import { servedBy } from '#tests/helpers/processes/built_server'

/**
 * A browser on fetch for a spawned server or cluster: keeps the cookies it sets and sends
 * the same-origin headers of a browser, so it logs in through the real route. `connection: close` makes every request
 * a new connection, which a cluster's primary hands to the web processes in turn. `pids` lists,
 * per request, the web process that answered (servers started with SERVED_BY_HEADER=true).
 */
export class HttpBrowser {
  cookies = new Map<string, string>()
  pids: (number | null)[] = []
  constructor(
    readonly url: string,
    readonly timeoutMs = 10_000
  ) {}

  async send(method: string, path: string, body?: unknown) {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        'connection': 'close',
        'accept': 'application/json',
        'content-type': 'application/json',
        'cookie': [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'origin': this.url,
        'sec-fetch-site': 'same-origin',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    await response.arrayBuffer()
    this.pids.push(servedBy(response))
    return response.status
  }

  /** Logs in through the real route; answers its status */
  login(username: string, password: string) {
    return this.send('POST', urlFor('auth.login'), { username, password })
  }

  /** `count` log-ins as `username` with wrong passwords in a row; answers their statuses */
  async failLogins(username: string, count: number) {
    const statuses: number[] = []
    for (let i = 0; i < count; i++) statuses.push(await this.login(username, `wrong-${i}`))
    return statuses
  }

  async loggedIn() {
    return (await this.send('GET', urlFor('account_links.kick.connection'))) === 200
  }
}
