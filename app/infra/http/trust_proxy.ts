import { BlockList, isIP } from 'node:net'

/**
 * Which hops of a request may vouch for the client address (X-Forwarded-For), from the
 * TRUST_PROXY setting. The function has the shape the HTTP server's `trustProxy` option takes
 * (proxy-addr's): `distance` 0 is the socket peer, 1 the address it forwarded for, and so on;
 * the client address is the first hop that is not trusted.
 *
 * Accepted values: empty or `false` (never: the socket address is the client), `true` or
 * `loopback` (a proxy on this machine), a hop count (`1` for one proxy in front), or a comma
 * list of addresses, CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal`.
 * `true` deliberately does not mean "trust everyone": that would let any client pick its own
 * address, and with it a fresh rate-limit bucket per request.
 */
export type TrustProxy = (address: string, distance: number) => boolean

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

const NEVER: TrustProxy = () => false

function addRange(list: BlockList, entry: string) {
  const [address, prefix, extra] = entry.split('/')
  const family = isIP(address)
  const bits = prefix === undefined ? (family === 4 ? 32 : 128) : Number(prefix)
  const maxBits = family === 4 ? 32 : 128
  if (!family || extra !== undefined || !Number.isInteger(bits) || bits < 0 || bits > maxBits) {
    throw new Error(
      `TRUST_PROXY: "${entry}" is not false, true, a hop count, an address, a CIDR range ` +
        `or one of loopback, linklocal, uniquelocal`
    )
  }
  list.addSubnet(address, bits, family === 4 ? 'ipv4' : 'ipv6')
}

/** Parses TRUST_PROXY; throws a one-line reason for a value it cannot understand */
export function compileTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim().toLowerCase()
  if (value === '' || value === 'false') return NEVER
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return (_address, distance) => distance < hops
  }
  const list = new BlockList()
  for (const entry of value.split(',').map((part) => part.trim())) {
    const name = entry === 'true' ? 'loopback' : entry
    for (const range of NAMED_RANGES[name] ?? [name]) addRange(list, range)
  }
  // BlockList also matches IPv4 rules against IPv4-mapped IPv6 peers (::ffff:127.0.0.1)
  return (address) => {
    const family = isIP(address)
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6')
  }
}

/**
 * The client address of a raw Node request as AdonisJS's request.ip() finds it (proxy-addr's
 * walk): from the socket peer back along X-Forwarded-For, the first hop `trust` does not vouch
 * for. For code that answers ahead of the AdonisJS pipeline (the live-update streams).
 */
export function clientAddress(
  request: { socket: { remoteAddress?: string }; headers: Record<string, unknown> },
  trust: TrustProxy
) {
  const header = request.headers['x-forwarded-for']
  const forwarded =
    typeof header === 'string'
      ? header
          .split(',')
          .map((hop) => hop.trim())
          .filter(Boolean)
          .reverse()
      : []
  const hops = [request.socket.remoteAddress ?? '', ...forwarded]
  let distance = 0
  while (distance < hops.length - 1 && trust(hops[distance], distance)) distance++
  return hops[distance]
}
