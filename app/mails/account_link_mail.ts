import { BaseMail } from '@adonisjs/mail'
import type User from '#models/user'

/**
 * A mail that hands one user one account link (confirm the address, reset the password), with
 * an HTML and a text part: resources/views/emails/<view>_html and <view>_text, given the
 * username, the link and the mail's own values.
 */
export default abstract class AccountLinkMail extends BaseMail {
  /** the views' name, before _html and _text */
  protected abstract view: string
  /** what the views show beside the username and the link */
  protected abstract values: Record<string, unknown>

  constructor(
    private user: Pick<User, 'email' | 'username'>,
    readonly url: string
  ) {
    super()
  }

  prepare() {
    const data = { username: this.user.username, url: this.url, ...this.values }
    this.message
      .to(this.user.email)
      .htmlView(`emails/${this.view}_html`, data)
      .textView(`emails/${this.view}_text`, data)
  }
}
