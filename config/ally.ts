import env from '#start/env'
import { defineConfig, services } from '@adonisjs/ally'

/**
 * Discord linking. Endpoints are overridable so tests run against a fake OAuth server on
 * 127.0.0.1. Kick linking uses its own OAuth 2.1 + PKCE client (app/services/oauth).
 */
const allyConfig = defineConfig({
  discord: services.discord({
    clientId: env.get('DISCORD_CLIENT_ID') ?? '',
    clientSecret: env.get('DISCORD_CLIENT_SECRET') ?? '',
    callbackUrl: `${env.get('APP_URL')}/api/discord/callback`,
    scopes: ['identify'],
    ...(env.get('DISCORD_AUTHORIZE_URL') ? { authorizeUrl: env.get('DISCORD_AUTHORIZE_URL') } : {}),
    ...(env.get('DISCORD_TOKEN_URL') ? { accessTokenUrl: env.get('DISCORD_TOKEN_URL') } : {}),
    ...(env.get('DISCORD_USER_INFO_URL') ? { userInfoUrl: env.get('DISCORD_USER_INFO_URL') } : {}),
  }),
})

export default allyConfig

declare module '@adonisjs/ally/types' {
  interface SocialProviders extends InferSocialProviders<typeof allyConfig> {}
}
