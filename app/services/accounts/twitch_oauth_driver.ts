import type { HttpContext } from '@adonisjs/core/http'
import { Oauth2Driver } from '@adonisjs/ally'
import type {
  ApiRequestContract,
  Oauth2DriverConfig,
  RedirectRequestContract,
} from '@adonisjs/ally/types'

/**
 * Twitch OAuth driver for Ally: the authorization code flow with `state` (Twitch has no PKCE
 * for web apps; the state is checked against Ally's cookie and the session, see
 * oauth_state.ts), the token exchange with the client secret, then Helix's users endpoint
 * (Client-Id and the user's token) for the account behind the token. Linking asks for no
 * scope; "Continue with Twitch" asks for user:read:email, and Twitch only ever returns a
 * verified address. https://dev.twitch.tv/docs/authentication/getting-tokens-oauth/
 */
export type TwitchScopes = 'user:read:email'

export type TwitchToken = {
  token: string
  type: string
  refreshToken: string
  expiresIn: number
  expiresAt: Date
}

export type TwitchDriverConfig = Oauth2DriverConfig & { userInfoUrl: string; scopes?: string[] }

type HelixUsers = {
  data?: { id: string; login: string; display_name?: string; email?: string }[]
}

export class TwitchDriver extends Oauth2Driver<TwitchToken, TwitchScopes> {
  protected authorizeUrl = 'https://id.twitch.tv/oauth2/authorize'
  protected accessTokenUrl = 'https://id.twitch.tv/oauth2/token'
  protected codeParamName = 'code'
  protected errorParamName = 'error'
  protected stateCookieName = 'twitch_oauth_state'
  protected stateParamName = 'state'
  protected scopeParamName = 'scope'
  protected scopesSeparator = ' '

  constructor(
    ctx: HttpContext,
    public config: TwitchDriverConfig
  ) {
    super(ctx, config)
    this.loadState()
  }

  protected configureRedirectRequest(request: RedirectRequestContract<TwitchScopes>) {
    request.param('response_type', 'code')
    request.param('scope', '')
  }

  accessDenied() {
    return this.getError() === 'access_denied'
  }

  protected async getUserInfo(token: string, callback?: (request: ApiRequestContract) => void) {
    const request = this.httpClient(this.config.userInfoUrl)
    request.header('Authorization', `Bearer ${token}`)
    request.header('Client-Id', this.config.clientId)
    request.header('Accept', 'application/json')
    request.parseAs('json')
    if (callback) callback(request)
    const body = (await request.get()) as HelixUsers
    const account = body.data?.[0]
    if (!account?.id || !account.login) throw new Error('Twitch answered without a user')
    const email = account.email ?? null
    return {
      id: String(account.id),
      // the display name keeps the streamer's capitals; the login is its lower-case form
      nickName: account.display_name || account.login,
      name: account.login,
      email,
      emailVerificationState: email ? ('verified' as const) : ('unsupported' as const),
      avatarUrl: null,
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
