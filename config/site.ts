import env from '#start/env'
import { PROVIDERS, type Provider } from '#shared/leaderboards'

/** Each partner's referral link variable (see .env.example) */
const REFERRAL_URL_ENV = {
  celsius: 'REFERRAL_URL_CELSIUS',
  skinfans: 'REFERRAL_URL_SKINFANS',
  xfun: 'REFERRAL_URL_XFUN',
  hypedrop: 'REFERRAL_URL_HYPEDROP',
} as const satisfies Record<Provider, string>

/** The referral code and support address every page shows */
export function siteContact() {
  return {
    referralCode: env.get('REFERRAL_CODE') ?? 'NEON',
    supportEmail: env.get('SUPPORT_EMAIL') ?? 'support@neonplay.local',
  }
}

/**
 * The streamer's referral links, only for the partners that have one configured: the pages
 * show a partner's VISIT / PLAY ON button only when its link is here. Read per call so a test
 * can set them.
 */
export function referralLinks(): Partial<Record<Provider, string>> {
  const links: Partial<Record<Provider, string>> = {}
  for (const provider of PROVIDERS) {
    const url = env.get(REFERRAL_URL_ENV[provider])
    if (url) links[provider] = url
  }
  return links
}
