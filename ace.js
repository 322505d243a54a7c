/**
 * JavaScript entrypoint for ace commands: registers the TypeScript loader, then boots the
 * console from bin/console.ts. The production build replaces this file.
 */
import '@poppinss/ts-exec'

await import('./bin/console.js')
