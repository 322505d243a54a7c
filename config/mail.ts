import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, transports } from '@adonisjs/mail'
import { FileTransport } from '#infra/mail/file_transport'

/**
 * Where mails go without SMTP. Under test, one folder per test port: `npm test` runs suites side
 * by side, each on a port of its own, and tests read back the newest mail to an address.
 */
export const MAIL_FOLDER = app.tmpPath(app.inTest ? `mail-test-${env.get('PORT')}` : 'mail')

/**
 * SMTP when configured; otherwise every mail is written to tmp/mail/ so the whole flow
 * (sign-up confirmation, password reset) works on a fresh machine.
 */
export const defaultMailer = env.get('SMTP_HOST') ? 'smtp' : (env.get('MAIL_MAILER') ?? 'file')

const mailConfig = defineConfig({
  default: defaultMailer,
  from: {
    address: env.get('MAIL_FROM_ADDRESS') ?? 'no-reply@neonplay.local',
    name: env.get('MAIL_FROM_NAME') ?? 'NEONPLAY',
  },
  mailers: {
    smtp: transports.smtp({
      host: env.get('SMTP_HOST') ?? '127.0.0.1',
      port: env.get('SMTP_PORT') ?? 587,
      ...(env.get('SMTP_USERNAME')
        ? {
            auth: {
              type: 'login' as const,
              user: env.get('SMTP_USERNAME')!,
              pass: env.get('SMTP_PASSWORD') ?? '',
            },
          }
        : {}),
    }),
    file: () => new FileTransport(MAIL_FOLDER),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
