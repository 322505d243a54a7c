import { existsSync, readFileSync, appendFileSync } from 'node:fs'
import { flags } from '@adonisjs/core/ace'
import webpush from 'web-push'
import AppCommand from './_app_command.js'

/**
 * Makes a VAPID key pair for browser push (docs/operations.md, "Push notifications") and
 * prints the .env lines; with --append, adds them to .env unless it already has a pair
 * (replacing the pair silences every browser subscribed with the old one).
 */
export default class PushKeys extends AppCommand {
  static commandName = 'push:keys'
  static description = 'Make a VAPID key pair for browser push notifications (.env lines)'
  static options = { startApp: false }

  @flags.boolean({ description: 'Append the lines to .env (refused when it has a pair)' })
  declare append: boolean

  @flags.string({ description: 'The contact push services see (mailto: or https:)' })
  declare subject?: string

  async run() {
    const keys = webpush.generateVAPIDKeys()
    const subject =
      this.subject ?? `mailto:${process.env.SUPPORT_EMAIL || 'support@neonplay.local'}`
    const lines = [
      `VAPID_PUBLIC_KEY=${keys.publicKey}`,
      `VAPID_PRIVATE_KEY=${keys.privateKey}`,
      `VAPID_SUBJECT=${subject}`,
    ]
    if (!this.append) {
      this.logger.log(lines.join('\n'))
      return
    }
    const file = this.app.makePath('.env')
    const current = existsSync(file) ? readFileSync(file, 'utf8') : ''
    if (/^VAPID_(PUBLIC|PRIVATE)_KEY=\S/m.test(current)) {
      return this.fail('.env already has a VAPID key pair: remove it first to replace it')
    }
    appendFileSync(file, `${current.endsWith('\n') || !current ? '' : '\n'}${lines.join('\n')}\n`)
    this.logger.success('appended VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT to .env')
  }
}
