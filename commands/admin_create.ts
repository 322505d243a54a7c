import { args, flags } from '@adonisjs/core/ace'
import AppCommand from './_app_command.js'
import { usernameArgument } from './_user_command.js'

/**
 * Creates an owner (docs/roles.md), or makes the user who already has that name or address
 * owner. A new owner
 * gets a random password shown once here, or the one piped in with --password-stdin (never a
 * command-line argument, which would land in shell history and the process list).
 */
export default class AdminCreate extends AppCommand {
  static commandName = 'admin:create'
  static description = 'Create an owner (or make the user with that username or email owner)'

  @usernameArgument('Username of the owner')
  declare username: string

  @args.string({ description: 'Email address of the owner' })
  declare email: string

  @flags.boolean({
    description:
      'Read the password from stdin (e.g. a password manager pipe) instead of generating one',
  })
  declare passwordStdin?: boolean

  /** Where --password-stdin reads from; a test hands in its own stream */
  stdin: NodeJS.ReadableStream = process.stdin

  async run() {
    const { errors } = await import('@vinejs/vine')
    const { adminAccountValidator } = await import('#validators/account')
    const { createOrPromoteAdmin } = await import('#services/accounts/admin_account')
    const { default: ActionRefusedException } = await import('#exceptions/action_refused_exception')

    const password = this.passwordStdin ? await this.readPassword() : undefined
    let input
    try {
      input = await adminAccountValidator.validate({
        username: this.username,
        email: this.email,
        password,
      })
    } catch (error) {
      if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
      for (const message of error.messages) this.logger.error(message.message)
      this.exitCode = 1
      return
    }

    try {
      const result = await createOrPromoteAdmin(input)
      const name = result.user.username
      if (result.outcome === 'created') {
        this.logger.success(`created owner ${name} <${result.user.email}>`)
        if (result.generatedPassword) {
          // The terminal is the only place this password exists: it is stored as a hash
          this.logger.log(`password (shown only this once): ${result.generatedPassword}`)
        }
      } else {
        const how = `matched by ${result.matchedBy}`
        this.logger.success(
          result.outcome === 'promoted'
            ? `made existing user ${name} owner (${how})`
            : `${name} is already an owner (${how})`
        )
        this.logger.info(
          password === undefined
            ? 'password unchanged (pipe a new one with --password-stdin to set it)'
            : 'password set from stdin'
        )
      }
    } catch (error) {
      if (!(error instanceof ActionRefusedException)) throw error
      this.fail(error.message)
    }
  }

  /** The whole of stdin, without the line break an `echo` or a here-string adds */
  private async readPassword() {
    let text = ''
    for await (const chunk of this.stdin) text += chunk.toString()
    return text.replace(/\r?\n$/, '')
  }
}
