import { BaseMail } from '@adonisjs/mail'
import type User from '#models/user'
import { ACCOUNT } from '#shared/accounts'

/** Sent after sign-up: the link that confirms the address, with a text and an HTML part */
export default class ConfirmEmailMail extends BaseMail {
  subject = 'Confirm your NEONPLAY email'

  constructor(
    private user: Pick<User, 'email' | 'username'>,
    readonly url: string
  ) {
    super()
  }

  prepare() {
    const data = { username: this.user.username, url: this.url, days: ACCOUNT.confirmLinkDays }
    this.message
      .to(this.user.email)
      .htmlView('emails/confirm_email_html', data)
      .textView('emails/confirm_email_text', data)
  }
}
