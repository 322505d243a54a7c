import { BaseMail } from '@adonisjs/mail'
import type { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import type User from '#models/user'
import { siteLocale } from '#config/i18n'
import { isLocale } from '#shared/locales'
import type { MessageKey } from '#shared/messages'

/**
 * A mail that hands one user one account link (confirm the address, reset the password), with
 * an HTML and a text part: resources/views/emails/<view>_html and <view>_text, given the
 * username, the link and the mail's own values. Subject and body are in the recipient's
 * language (their account's, else the site's): the views' `t()` reads the `i18n` they are given.
 */
export default abstract class AccountLinkMail extends BaseMail {
  /** the views' name, before _html and _text */
  protected abstract view: string
  /** the catalog key of the subject (resources/lang/<locale>/mails.json) */
  protected abstract subjectKey: MessageKey
  /** what the views show beside the username and the link */
  protected abstract values: Record<string, unknown>
  /** the recipient's language */
  readonly i18n: I18n

  constructor(
    private user: Pick<User, 'email' | 'username'> & { locale?: string | null },
    readonly url: string
  ) {
    super()
    this.i18n = i18nManager.locale(isLocale(user.locale) ? user.locale : siteLocale)
  }

  prepare() {
    const data = { username: this.user.username, url: this.url, i18n: this.i18n, ...this.values }
    this.message
      .subject(this.i18n.t(this.subjectKey))
      .to(this.user.email)
      .htmlView(`emails/${this.view}_html`, data)
      .textView(`emails/${this.view}_text`, data)
  }
}
