import AccountLinkMail from '#mails/account_link_mail'
import type User from '#models/user'
import { absoluteUrl } from '#config/app'
import { siteContact } from '#config/site'
import { loginPath } from '#shared/accounts'

/**
 * Tells the account's address that its password was just changed (OWASP ASVS V6.2.3), with the
 * way back in for an owner who did not do it: the login dialog (its "Forgot password?" mails a
 * reset link) and the support address. It holds no secret: no password, no token.
 */
export default class PasswordChangedMail extends AccountLinkMail {
  protected subjectKey = 'mails.changed_subject' as const
  protected view = 'password_changed'
  protected values: Record<string, unknown>

  constructor(
    user: Pick<User, 'email' | 'username'> & { locale?: string | null },
    changedAt: Date
  ) {
    super(user, absoluteUrl(loginPath()))
    this.values = {
      changedAt: `${changedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      supportEmail: siteContact().supportEmail,
    }
  }
}
