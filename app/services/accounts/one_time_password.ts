import { randomBytes } from 'node:crypto'

/**
 * A password for an account an operator did not choose one for (demo accounts, admin:create):
 * 96 random bits as 16 base64url characters. It is shown once on the terminal of the command
 * that made it and stored only as a hash, so no install shares a known password.
 */
export function generateOneTimePassword() {
  return randomBytes(12).toString('base64url')
}
