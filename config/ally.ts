import { defineConfig } from '@adonisjs/ally'
import type { HttpContext } from '@adonisjs/core/http'
import { DiscordPkceDriver } from '#services/accounts/discord_oauth_driver'
import { KickDriver } from '#services/accounts/kick_oauth_driver'
import { discordSettings, kickSettings } from '#services/accounts/oauth_settings'

/**
 * Account linking. Discord uses Ally's driver with PKCE switched on; Kick our OAuth 2.1 + PKCE
 * driver on Ally's OAuth 2 base. Settings are read per request (app/services/accounts/oauth_settings.ts), so the
 * endpoints can point at a fake OAuth server on 127.0.0.1 in tests.
 */
const allyConfig = defineConfig({
  discord: (ctx: HttpContext) => new DiscordPkceDriver(ctx, discordSettings()),
  kick: (ctx: HttpContext) => new KickDriver(ctx, kickSettings()),
})

export default allyConfig

declare module '@adonisjs/ally/types' {
  interface SocialProviders extends InferSocialProviders<typeof allyConfig> {}
}
