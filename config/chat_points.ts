import env from '#start/env'

/**
 * Kick's webhook settings. Without the streamer's channel id every signed event would be
 * trusted, and anyone can point their own Kick app's webhook at this site, so events count
 * only when both the public key and KICK_BROADCASTER_ID are set ('' counts as unset). Read per
 * call, so a test can set them.
 */
export function kickWebhookSettings() {
  return {
    publicKey: env.get('KICK_WEBHOOK_PUBLIC_KEY')?.replace(/\\n/g, '\n') || undefined,
    broadcasterId: env.get('KICK_BROADCASTER_ID')?.trim() || undefined,
  }
}

/** Known bot accounts earn nothing: KICK_BOT_ACCOUNTS lists ids or names, comma-separated */
export function kickBotAccounts() {
  return (env.get('KICK_BOT_ACCOUNTS') ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
}
