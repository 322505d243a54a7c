import { createHash, randomBytes } from 'node:crypto'
import { readBody, startFakeServer, type FakeServer } from '#tests/helpers/fakes/fake_server'
import type { Group } from '@japa/runner/core'

type Grant = { account: Record<string, unknown>; challenge?: string }

/**
 * A fake OAuth provider on 127.0.0.1 for Discord and Kick: the test plays the browser at
 * the authorize step by issuing a code for an account; the token endpoint checks the code
 * (and, when the code was issued with a PKCE challenge, the code_verifier; Kick always wants
 * one); the user
 * endpoints answer in each provider's shape for the access token.
 */
export class FakeOAuthServer {
  #server: FakeServer | undefined
  #grants = new Map<string, Grant>()
  #tokens = new Map<string, Record<string, unknown>>()
  tokenRequests: Record<string, string>[] = []
  /** makes the token endpoint fail, as a provider outage would */
  failTokens = false
  /**
   * The account the authorize page agrees for at once (a browser test's consent screen): it
   * issues a code for the challenge it was shown and sends the browser back with the state
   */
  consentAs: Record<string, unknown> | null = null

  get base() {
    return this.#server!.origin
  }

  /** Environment values pointing a provider at this server */
  env(provider: 'discord' | 'kick') {
    const prefix = provider.toUpperCase()
    return {
      [`${prefix}_CLIENT_ID`]: `${provider}-client-id`,
      [`${prefix}_CLIENT_SECRET`]: `${provider}-client-secret`,
      [`${prefix}_AUTHORIZE_URL`]: `${this.base}/${provider}/authorize`,
      [`${prefix}_TOKEN_URL`]: `${this.base}/${provider}/token`,
      [`${prefix}_USER_INFO_URL`]: `${this.base}/${provider}/user`,
    }
  }

  /** What the provider's consent screen would do: a code for this account */
  issueCode(account: Record<string, unknown>, challenge?: string) {
    const code = randomBytes(12).toString('hex')
    this.#grants.set(code, { account, challenge })
    return code
  }

  async start() {
    this.#server = await startFakeServer(async (req, res) => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      const url = new URL(req.url ?? '/', this.base)
      const [, provider, endpoint] = url.pathname.split('/')

      if (req.method === 'POST' && endpoint === 'token') {
        const form = Object.fromEntries(new URLSearchParams(await readBody(req)))
        this.tokenRequests.push(form)
        if (this.failTokens) return send(503, { error: 'temporarily_unavailable' })
        const grant = this.#grants.get(form.code)
        if (!grant || form.grant_type !== 'authorization_code') {
          return send(400, { error: 'invalid_grant' })
        }
        if (form.client_id !== `${provider}-client-id` || form.client_secret !== `${provider}-client-secret`) {
          return send(401, { error: 'invalid_client' })
        }
        // Kick only speaks OAuth 2.1: no code exchange without a PKCE verifier
        if (provider === 'kick' && !form.code_verifier) {
          return send(400, { error: 'invalid_request', detail: 'code_verifier required' })
        }
        if (grant.challenge) {
          const hashed = createHash('sha256')
            .update(form.code_verifier ?? '')
            .digest('base64url')
          if (hashed !== grant.challenge) return send(400, { error: 'invalid_grant', detail: 'pkce' })
        }
        this.#grants.delete(form.code)
        const token = randomBytes(16).toString('hex')
        this.#tokens.set(token, grant.account)
        return send(200, {
          access_token: token,
          token_type: 'Bearer',
          expires_in: 3600,
          refresh_token: 'refresh',
          scope: provider === 'kick' ? 'user:read' : 'identify',
        })
      }

      if (req.method === 'GET' && endpoint === 'authorize' && this.consentAs) {
        const code = this.issueCode(this.consentAs, url.searchParams.get('code_challenge') ?? undefined)
        const back = new URL(url.searchParams.get('redirect_uri')!)
        back.search = new URLSearchParams({ code, state: url.searchParams.get('state') ?? '' }).toString()
        res.writeHead(302, { location: back.toString() })
        return res.end()
      }

      if (req.method === 'GET' && endpoint === 'user') {
        const token = (req.headers.authorization ?? '').replace(/^Bearer /i, '')
        const account = this.#tokens.get(token)
        if (!account) return send(401, { message: 'Unauthorized' })
        if (provider === 'kick') return send(200, { data: [account], message: 'OK' })
        return send(200, account)
      }

      send(404, { error: 'not_found' })
    })
  }

  async close() {
    await this.#server?.stop()
  }
}

/** A fake provider running for the whole group (started before its first test, closed after) */
export function fakeOAuthFor(group: Group) {
  const fake = new FakeOAuthServer()
  group.setup(async () => {
    await fake.start()
    return () => fake.close()
  })
  return fake
}
