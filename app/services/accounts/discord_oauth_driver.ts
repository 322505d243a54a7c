import type { HttpContext } from '@adonisjs/core/http'
import { DiscordDriver } from '@adonisjs/ally/drivers/discord'
import type { DiscordDriverConfig } from '@adonisjs/ally/types'

/**
 * Ally's Discord driver with PKCE (S256) switched on: Discord supports it, and a code
 * intercepted on the way back is then useless without the verifier, which travels in an
 * encrypted, HttpOnly cookie next to the `state` cookie.
 * https://discord.com/developers/docs/topics/oauth2
 */
export class DiscordPkceDriver extends DiscordDriver {
  protected codeVerifierCookieName = 'discord_oauth_verifier'

  constructor(ctx: HttpContext, config: DiscordDriverConfig) {
    super(ctx, config)
    // the parent loaded the state before this class's fields existed: load it with the verifier
    this.loadState()
  }
}
