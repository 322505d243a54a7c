import encryption from '@adonisjs/core/services/encryption'
import logger from '@adonisjs/core/services/logger'

/**
 * A secret kept in a database column (a partner source's key, a Discord webhook URL): stored
 * encrypted under APP_KEY, its ciphertext tied to its purpose, so it cannot be replayed as
 * another encrypted value. Never sent back to a page; read only where it is used.
 */
export function sealSecret(value: string, purpose: string) {
  return encryption.encrypt(value, undefined, purpose)
}

/**
 * The secret in clear; null when it cannot be decrypted (APP_KEY was changed): the admin
 * then enters it again. `about` names the row in the warning (never the secret).
 */
export function openSecret(sealed: string, purpose: string, about: Record<string, unknown>) {
  const secret = encryption.decrypt<string>(sealed, purpose)
  if (typeof secret === 'string') return secret
  logger.warn({ ...about, purpose }, 'a stored secret cannot be decrypted')
  return null
}
