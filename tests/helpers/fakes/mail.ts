import mail from '@adonisjs/mail/services/main'
import { resetDatabase } from '#tests/helpers/database/database'

/**
 * Each test of a group on a fresh database with the mailer faked (nothing leaves; tests read
 * the sent mails from `mail.fake()`): `group.each.setup(freshDatabaseWithFakeMail)`
 */
export async function freshDatabaseWithFakeMail() {
  await resetDatabase()
  mail.fake()
  return () => mail.restore()
}
