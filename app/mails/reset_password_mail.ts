import { BaseMail } from '@adonisjs/mail'
import type User from '#models/user'
import { ACCOUNT } from '#shared/accounts'

/** The one-time password reset link, with a text and an HTML part */
export default class ResetPasswordMail extends BaseMail {
  subject = 'Reset your NEONPLAY password'

  constructor(
    private user: Pick<User, 'email' | 'username'>,
    readonly url: string
  ) {
    super()
  }

  prepare() {
    const data = { username: this.user.username, url: this.url, minutes: ACCOUNT.resetTokenMinutes }
    this.message
      .to(this.user.email)
      .htmlView('emails/reset_password_html', data)
      .textView('emails/reset_password_text', data)
  }
}
