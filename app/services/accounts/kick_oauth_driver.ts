import type { HttpContext } from '@adonisjs/core/http'
import { Oauth2Driver } from '@adonisjs/ally'
import type {
  ApiRequestContract,
  Oauth2DriverConfig,
  RedirectRequestContract,
} from '@adonisjs/ally/types'

/**
 * Kick OAuth 2.1 driver for Ally: authorization code flow with PKCE (S256; the verifier
 * travels in an encrypted, HttpOnly cookie next to the `state` cookie), token exchange, then
 * the public users endpoint for the account behind the token.
 * https://docs.kick.com/getting-started/generating-tokens-oauth2-flow
 */
export type KickScopes = 'user:read' | 'channel:read' | 'chat:write' | 'events:subscribe'

export type KickToken = {
  token: string
  type: string
  refreshToken: string
  expiresIn: number
  expiresAt: Date
  scope: string
}

export type KickDriverConfig = Oauth2DriverConfig & {
  userInfoUrl: string
  scopes?: KickScopes[]
}

type KickUserResponse = {
  data?: { user_id: number | string; name: string; email?: string; profile_picture?: string }[]
}

export class KickDriver extends Oauth2Driver<KickToken, KickScopes> {
  protected authorizeUrl = 'https://id.kick.com/oauth/authorize'
  protected accessTokenUrl = 'https://id.kick.com/oauth/token'
  protected codeParamName = 'code'
  protected errorParamName = 'error'
  protected stateCookieName = 'kick_oauth_state'
  protected codeVerifierCookieName = 'kick_oauth_verifier'
  protected stateParamName = 'state'
  protected scopeParamName = 'scope'
  protected scopesSeparator = ' '

  constructor(
    ctx: HttpContext,
    public config: KickDriverConfig
  ) {
    super(ctx, config)
    this.loadState()
  }

  protected configureRedirectRequest(request: RedirectRequestContract<KickScopes>) {
    request.scopes(this.config.scopes ?? ['user:read'])
    request.param('response_type', 'code')
  }

  accessDenied() {
    return this.getError() === 'access_denied'
  }

  protected async getUserInfo(token: string, callback?: (request: ApiRequestContract) => void) {
    const request = this.httpClient(this.config.userInfoUrl)
    request.header('Authorization', `Bearer ${token}`)
    request.header('Accept', 'application/json')
    request.parseAs('json')
    if (callback) callback(request)
    const body = (await request.get()) as KickUserResponse
    const account = body.data?.[0]
    if (!account || account.user_id === undefined || !account.name) {
      throw new Error('Kick answered without a user')
    }
    return {
      id: String(account.user_id),
      nickName: account.name,
      name: account.name,
      email: account.email ?? null,
      emailVerificationState: 'unsupported' as const,
      avatarUrl: account.profile_picture ?? null,
      original: body,
    }
  }

  async user(callback?: (request: ApiRequestContract) => void) {
    const token = await this.accessToken(callback)
    return { ...(await this.getUserInfo(token.token, callback)), token }
  }

  async userFromToken(token: string, callback?: (request: ApiRequestContract) => void) {
    const user = await this.getUserInfo(token, callback)
    return { ...user, token: { token, type: 'bearer' as const } }
  }
}
