import AccountLinkMail from '#mails/account_link_mail'
import { ACCOUNT } from '#shared/accounts'

/** The one-time password reset link */
export default class ResetPasswordMail extends AccountLinkMail {
  protected subjectKey = 'mails.reset_subject' as const
  protected view = 'reset_password'
  protected values = { minutes: ACCOUNT.resetTokenMinutes }
}
