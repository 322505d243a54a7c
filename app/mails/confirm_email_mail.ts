import AccountLinkMail from '#mails/account_link_mail'
import { ACCOUNT } from '#shared/accounts'

/** Sent after sign-up: the link that confirms the address */
export default class ConfirmEmailMail extends AccountLinkMail {
  protected subjectKey = 'mails.confirm_subject' as const
  protected view = 'confirm_email'
  protected values = { days: ACCOUNT.confirmLinkDays }
}
