import { lookup as dnsLookup } from 'node:dns/promises'
import { isIP, type LookupFunction } from 'node:net'
import env from '#start/env'
import {
  allowedHosts,
  describeRefusedAddress,
  refusedAddress,
  type RefusedAddress,
} from '#infra/http/outbound_hosts'
import { OutboundHttpError } from '#infra/http/outbound_error'

/**
 * Where an outbound call may go (app/infra/http/outbound.ts): an http(s) URL whose host
 * resolves to public addresses only (outbound_hosts.ts says which), pinned to the address that
 * was checked.
 */

export function httpUrl(value: string | URL, base?: URL) {
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    throw new OutboundHttpError('has an invalid URL', 'url')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundHttpError(`refused: only http and https URLs (got ${url.protocol})`, 'url')
  }
  return url
}

/** The URL's host name, without the brackets of an IPv6 address */
function hostOf(url: URL) {
  return url.hostname.replace(/^\[(.*)\]$/, '$1')
}

export type Pinned = { address: string; family: 4 | 6 }

/** The refusal of an address: its message says which address, why, and what lets it through */
function refusal(refused: RefusedAddress) {
  return new OutboundHttpError(
    `refused ${describeRefusedAddress(refused)}: only public addresses are called ` +
      '(OUTBOUND_ALLOW_HOSTS lets one through)',
    'address',
    refused
  )
}

/**
 * Why the URL's host may not be called, or null when it may; a host that does not resolve (in
 * 5 s) is not refused here (its call fails as unreachable). For a form that saves a URL to
 * call later.
 */
export async function refusedUrlHost(target: string | URL): Promise<RefusedAddress | null> {
  try {
    await beforeDeadline(resolveChecked(httpUrl(target)), AbortSignal.timeout(5_000))
    return null
  } catch (error) {
    if (error instanceof OutboundHttpError && error.refused) return error.refused
    return null
  }
}

/**
 * Resolves the URL's host and checks every address it has; answers the one to connect to.
 * A listed host name (OUTBOUND_ALLOW_HOSTS) skips the check, a listed address or range lets
 * that address through.
 */
export async function resolveChecked(url: URL): Promise<Pinned> {
  const host = hostOf(url)
  const allowed = allowedHosts(env.get('OUTBOUND_ALLOW_HOSTS'))
  const family = isIP(host)
  const addresses = family
    ? [{ address: host, family }]
    : await dnsLookup(host, { all: true, verbatim: true })
  if (addresses.length === 0)
    throw new OutboundHttpError('could not be reached (ENOTFOUND)', 'network')
  for (const { address } of addresses) {
    if (allowed.allows(host, address)) continue
    const refused = refusedAddress(host, address)
    if (refused) throw refusal(refused)
  }
  const [first] = addresses
  return { address: first.address, family: first.family === 6 ? 6 : 4 }
}

/** A socket lookup that answers the checked address, whatever the name resolves to now */
export function pinnedLookup(pinned: Pinned): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: Function) => {
    if (options?.all) callback(null, [pinned])
    else callback(null, pinned.address, pinned.family)
  }) as LookupFunction
}

/** Rejects when the signal aborts (name resolution takes no signal of its own) */
export function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason)
    if (signal.aborted) return abort()
    signal.addEventListener('abort', abort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}
