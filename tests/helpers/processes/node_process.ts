import app from '@adonisjs/core/services/app'
import { spawn } from 'node:child_process'

export type ProcessResult = { code: number | null; stdout: string; stderr: string }

/**
 * Runs `node <args>` from the project folder as its own OS process (an ace command, or the
 * server entry point with the TypeScript loader) and collects its output. `env` is laid over
 * this test process's environment; `input` is written to its stdin. With `stopWhen`, the
 * process is stopped as soon as its output matches (a server that came up).
 */
export function runNode(
  args: string[],
  options: {
    env?: NodeJS.ProcessEnv
    input?: string
    timeoutMs?: number
    stopWhen?: RegExp
  } = {}
) {
  return new Promise<ProcessResult>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: app.makePath(),
      env: { ...process.env, ...options.env },
    })
    let stdout = ''
    let stderr = ''
    const collect = (append: (text: string) => void) => (chunk: Buffer) => {
      append(chunk.toString())
      if (options.stopWhen?.test(stdout + stderr)) child.kill('SIGTERM')
    }
    child.stdout.on(
      'data',
      collect((text) => (stdout += text))
    )
    child.stderr.on(
      'data',
      collect((text) => (stderr += text))
    )
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 30_000)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
    child.stdin.end(options.input ?? '')
  })
}

/** The server entry point as `node bin/server.js` runs it, through the TypeScript loader */
export const SERVER_ENTRY = ['--import=@poppinss/ts-exec', 'bin/server.ts']

/**
 * The smallest safe production environment for a process started on `port` (the production
 * guard lets it boot); a test lays its own values over it
 */
export function productionEnv(port: string) {
  return {
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    APP_KEY: 'k'.repeat(32),
    SESSION_DRIVER: 'database',
    LOG_LEVEL: 'warn',
  }
}
