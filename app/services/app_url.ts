import { appUrl } from '#config/app'

/**
 * Absolute links for mails and OAuth callbacks, built from the configured APP_URL and never
 * from the request's Host header (which a client controls).
 */
export function absoluteUrl(path: string) {
  return new URL(path, appUrl.endsWith('/') ? appUrl : `${appUrl}/`).toString()
}
