/**
 * Settings a production server must not run with: each would quietly weaken every install
 * that copied it (forgeable cookies, sessions that logout cannot end, passwords sent in the
 * clear). Checked on the raw environment before anything else boots, so the web server, the
 * worker and every ace command refuse alike.
 */

/** The hosts an http:// APP_URL may name: the machine itself, where nothing crosses a network */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** What env.ts's boolean schema reads as true */
const isTrue = (value: string | undefined) => ['true', '1'].includes(value?.trim() ?? '')

export const APP_KEY_MIN_LENGTH = 32

/** Every reason the configuration is unsafe for production (empty outside production) */
export function unsafeProductionSettings(values: Record<string, string | undefined>): string[] {
  if (values.NODE_ENV !== 'production') return []
  const reasons: string[] = []

  const key = values.APP_KEY ?? ''
  if (key.length < APP_KEY_MIN_LENGTH) {
    reasons.push(
      `APP_KEY is ${key ? 'shorter than' : 'missing; it needs at least'} ${APP_KEY_MIN_LENGTH} characters (node ace generate:key)`
    )
  }

  if (values.SESSION_DRIVER === 'cookie') {
    reasons.push(
      'SESSION_DRIVER=cookie keeps sessions in the browser, where logout cannot end them: use database (or redis)'
    )
  }

  const appUrl = URL.canParse(values.APP_URL ?? '') ? new URL(values.APP_URL!) : null
  if (
    appUrl?.protocol === 'http:' &&
    !LOOPBACK_HOSTS.has(appUrl.hostname) &&
    !isTrue(values.ALLOW_INSECURE_APP_URL)
  ) {
    reasons.push(
      `APP_URL ${appUrl.origin} is not https: use an https:// URL, or set ALLOW_INSECURE_APP_URL=true to serve it without TLS on purpose`
    )
  }
  const beacon = unpinnedBeaconReason(values) ?? unverifiedDrawsReason(values)
  if (beacon) reasons.push(beacon)
  return reasons
}

/** drand's quicknet mainnet through its public relay: the default beacon, pinned in config/vault.ts */
const DEFAULT_BEACON_URL =
  'https://api.drand.sh/52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971'

/**
 * A custom vault beacon without both pins would trust whatever chain its URL serves (whoever
 * runs or intercepts it could choose the draw's randomness)
 */
export function unpinnedBeaconReason(values: Record<string, string | undefined>): string | null {
  const url = values.VAULT_BEACON_URL?.trim().replace(/\/+$/, '')
  if (!url || url.toLowerCase() === 'off' || url === DEFAULT_BEACON_URL) return null
  const missing = (['VAULT_BEACON_CHAIN_HASH', 'VAULT_BEACON_PUBLIC_KEY'] as const).filter(
    (k) => !values[k]?.trim()
  )
  if (missing.length === 0) return null
  return `VAULT_BEACON_URL names a custom drand chain without ${missing.join(' and ')}: pin the chain with both (hex, from its /info), or set VAULT_BEACON_URL=off to draw without a beacon`
}

/**
 * VAULT_BEACON_URL=off draws from the committed seed and ids alone: whoever holds the seed
 * knows every result in advance. Production takes it only on purpose (ALLOW_UNVERIFIED_DRAWS),
 * and then every draw page says the draw is not beacon-backed.
 */
export function unverifiedDrawsReason(values: Record<string, string | undefined>): string | null {
  if (values.VAULT_BEACON_URL?.trim().toLowerCase() !== 'off') return null
  if (isTrue(values.ALLOW_UNVERIFIED_DRAWS)) return null
  return 'VAULT_BEACON_URL=off draws without a public beacon: unset it (drand quicknet) or pin a chain, or set ALLOW_UNVERIFIED_DRAWS=true to run unverified draws on purpose (every draw page then says so)'
}

/** Stops the process with a one-line reason when the configuration is unsafe for production */
export function refuseUnsafeProduction(values: Record<string, string | undefined>) {
  const reasons = unsafeProductionSettings(values)
  if (reasons.length === 0) return
  console.error(`Refusing to start in production: ${reasons.join('; ')}`)
  process.exit(1)
}

/**
 * A store that needs Redis without REDIS_HOST would quietly talk to whatever answers on the
 * default address (or nothing): stop every process, in any environment, with the reason.
 */
export function missingRedisReason(values: Record<string, string | undefined>): string | null {
  if (values.REDIS_HOST?.trim()) return null
  const users = (['SESSION_DRIVER', 'LIMITER_STORE'] as const).filter((k) => values[k] === 'redis')
  if (users.length === 0) return null
  return `${users.map((k) => `${k}=redis`).join(' and ')} needs REDIS_HOST (with REDIS_PORT, REDIS_PASSWORD if not the defaults)`
}

/**
 * Uploads on S3 without a bucket or region would fail at the first upload, long after the boot
 * looked fine. The credentials may come from the AWS default chain (an instance role), so only
 * a half-given pair is refused.
 */
export function missingS3Reason(values: Record<string, string | undefined>): string | null {
  if (values.DRIVE_DISK !== 's3') return null
  const missing: string[] = ['S3_BUCKET', 'S3_REGION'].filter((k) => !values[k]?.trim())
  const keys = (['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const).filter(
    (k) => !values[k]?.trim()
  )
  if (keys.length === 1) missing.push(...keys)
  if (missing.length === 0) return null
  return `DRIVE_DISK=s3 needs ${missing.join(' and ')} (S3_ENDPOINT and S3_FORCE_PATH_STYLE for a bucket outside AWS)`
}

/** Stops the process when a shared service a setting relies on (Redis, S3) is not configured */
export function refuseMissingServices(values: Record<string, string | undefined>) {
  const reasons = [missingRedisReason(values), missingS3Reason(values)].filter(Boolean)
  if (reasons.length === 0) return
  console.error(`Refusing to start: ${reasons.join('; ')}`)
  process.exit(1)
}
