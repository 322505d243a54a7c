import logger from '@adonisjs/core/services/logger'
import { readFile, stat } from 'node:fs/promises'
import { TEST_LOG_FILE } from '#config/logger'

/** The file the app logs to under test */
const LOG_FILE = TEST_LOG_FILE

export type LogLine = Record<string, any> & { msg?: string; level: number }

/**
 * Reads what the app logged since it was created, as raw text (to search for secrets) and as
 * parsed lines. `verbose()` lowers the level to trace until `restore()`, so a test also sees
 * the info and debug lines the suite's LOG_LEVEL would hide.
 */
export class LogCapture {
  #offset = 0
  #level = logger.level

  static async start() {
    const capture = new LogCapture()
    capture.#offset = await stat(LOG_FILE).then(
      (file) => file.size,
      () => 0
    )
    return capture
  }

  verbose() {
    logger.level = 'trace'
    return this
  }

  restore() {
    logger.level = this.#level
  }

  async text() {
    const all = await readFile(LOG_FILE).catch(() => Buffer.alloc(0))
    return all.subarray(this.#offset).toString('utf8')
  }

  async lines(): Promise<LogLine[]> {
    const text = await this.text()
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  }
}
