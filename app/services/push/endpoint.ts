import { extraPushHosts, pushConfig } from '#config/push'
import { refusedUrlHost } from '#infra/http/outbound_address'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { ERROR_CODES } from '#shared/errors'
import { PUSH_MESSAGES as M } from '#shared/push'

/** Whether `host` is one of the push services' hosts (pushConfig.hosts) */
function knownHost(host: string) {
  return pushConfig.hosts.some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern
  )
}

/** Whether a push endpoint's URL may be called: a known push service, or an extra host */
export function pushEndpointAllowed(value: string) {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.username || url.password || url.hash) return false
  const extra = extraPushHosts()
  if (extra.includes(url.host) || extra.includes(url.hostname)) {
    return url.protocol === 'https:' || url.protocol === 'http:'
  }
  return url.protocol === 'https:' && !url.port && knownHost(url.hostname)
}

/**
 * Refuses an endpoint a subscription may not use: not a known push service's URL, or one
 * whose host is an address the server does not call (private, loopback, ...: the outbound
 * rules, OUTBOUND_ALLOW_HOSTS included)
 */
export async function checkPushEndpoint(endpoint: string) {
  if (!pushEndpointAllowed(endpoint)) {
    throw new ActionRefusedException(ERROR_CODES.unusableInput, M.endpointRefused)
  }
  if (await refusedUrlHost(endpoint)) {
    throw new ActionRefusedException(ERROR_CODES.unusableInput, M.endpointPrivate)
  }
}
