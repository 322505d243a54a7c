import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import nodemailer from 'nodemailer'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'
import logger from '@adonisjs/core/services/logger'

/**
 * Mail transport for machines without SMTP (the embedded default): every message is
 * rendered by nodemailer and written to a folder as `<time>-<id>.eml` beside a `.json`
 * summary (to, subject, text, html) that people and tests can read.
 */
export class FileTransport implements MailTransportContract {
  #renderer = nodemailer.createTransport({ streamTransport: true, buffer: true })

  constructor(private folder: string) {}

  async send(message: NodeMailerMessage) {
    const info = await this.#renderer.sendMail(message)
    await mkdir(this.folder, { recursive: true })
    const name = `${Date.now()}-${randomUUID()}`
    await writeFile(join(this.folder, `${name}.eml`), info.message as Buffer)
    await writeFile(
      join(this.folder, `${name}.json`),
      JSON.stringify(
        {
          to: info.envelope.to,
          from: info.envelope.from,
          subject: message.subject,
          text: message.text,
          html: message.html,
        },
        null,
        2
      )
    )
    // The path only: the mail holds links with tokens, which never go into a log
    logger.info({ subject: message.subject }, `mail written to tmp/mail/${name}.eml`)
    return new MailResponse(info.messageId, info.envelope, info)
  }
}
