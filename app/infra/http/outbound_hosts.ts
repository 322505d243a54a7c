import { BlockList, isIP } from 'node:net'

/**
 * Which addresses the server may call (app/infra/http/outbound.ts): only public ones. An
 * address is refused when it is loopback, private, link-local, carrier-grade NAT, unique-local,
 * unspecified, multicast or reserved, including an IPv6 spelling that carries such an IPv4
 * address (mapped `::ffff:127.0.0.1`, compatible `::127.0.0.1`, NAT64 `64:ff9b::/96`, 6to4
 * `2002::/16`). Other spellings of an IPv4 address (`2130706433`, `127.1`, `0x7f.0.0.1`,
 * `0177.0.0.1`) never reach this point: the URL parser and the resolver turn them into the
 * dotted address first, which is what is checked.
 *
 * OUTBOUND_ALLOW_HOSTS lets some through anyway: a comma list of host names (exactly as in
 * the URL), addresses and CIDR ranges, e.g. a local test partner or a partner proxy on a
 * private network. Pure module (no environment read), so start/env.ts can validate the list.
 */
export type AddressKind =
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'carrier-grade NAT'
  | 'unique-local'
  | 'unspecified'
  | 'multicast'
  | 'reserved'

const RANGES: [AddressKind, string[]][] = [
  ['unspecified', ['0.0.0.0/8', '::/128']],
  ['loopback', ['127.0.0.0/8', '::1/128']],
  ['private', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fec0::/10', '64:ff9b:1::/48']],
  ['carrier-grade NAT', ['100.64.0.0/10']],
  ['link-local', ['169.254.0.0/16', 'fe80::/10']],
  ['unique-local', ['fc00::/7']],
  ['multicast', ['224.0.0.0/4', 'ff00::/8']],
  [
    'reserved',
    [
      '192.0.0.0/24',
      '192.0.2.0/24',
      '198.18.0.0/15',
      '198.51.100.0/24',
      '203.0.113.0/24',
      '240.0.0.0/4',
      '100::/64',
      '2001::/32',
      '2001:db8::/32',
    ],
  ],
]

function addRange(list: BlockList, entry: string) {
  const [address, prefix, extra] = entry.split('/')
  const family = isIP(address)
  const maxBits = family === 4 ? 32 : 128
  const bits = prefix === undefined ? maxBits : Number(prefix)
  if (!family || extra !== undefined || !Number.isInteger(bits) || bits < 0 || bits > maxBits) {
    return false
  }
  list.addSubnet(address, bits, family === 4 ? 'ipv4' : 'ipv6')
  return true
}

const REFUSED = RANGES.map(([kind, ranges]) => {
  const list = new BlockList()
  for (const range of ranges) addRange(list, range)
  return { kind, list }
})

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 included) */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/)
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number)
    text =
      text.slice(0, -dotted[1].length) +
      `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []
  const start = parse(head)
  const end = parse(tail)
  const zeros = tail === undefined ? [] : new Array(8 - start.length - end.length).fill(0)
  return [...start, ...zeros, ...end]
}

const v4 = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), if any */
export function embeddedIpv4(address: string): string | null {
  if (isIP(address) !== 6) return null
  const g = ipv6Groups(address)
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0)
  // ::ffff:a.b.c.d (mapped) and ::ffff:0:a.b.c.d (translated)
  if (zeroTo(5) && g[5] === 0xffff) return v4(g[6], g[7])
  if (zeroTo(4) && g[4] === 0xffff && g[5] === 0) return v4(g[6], g[7])
  // ::a.b.c.d (compatible, deprecated), but not :: and ::1 themselves
  if (zeroTo(6) && (g[6] !== 0 || g[7] > 1)) return v4(g[6], g[7])
  // 64:ff9b::a.b.c.d (NAT64)
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return v4(g[6], g[7])
  // 2002:aabb:ccdd::/48 (6to4)
  if (g[0] === 0x2002) return v4(g[1], g[2])
  return null
}

export type RefusedAddress = {
  /** the host as the URL names it (a name, or the address without brackets) */
  host: string
  /** the address that is refused (the IPv4 one an IPv6 spelling carries) */
  address: string
  kind: AddressKind
}

function kindOf(address: string): AddressKind | null {
  const family = isIP(address) === 4 ? 'ipv4' : 'ipv6'
  return REFUSED.find(({ list }) => list.check(address, family))?.kind ?? null
}

/**
 * Why an address may not be called (null: it is public). `host` is only carried into the
 * answer, for the message.
 */
export function refusedAddress(host: string, address: string): RefusedAddress | null {
  if (!isIP(address)) return { host, address, kind: 'reserved' }
  const inner = embeddedIpv4(address)
  if (inner) {
    const kind = kindOf(inner)
    if (kind) return { host, address: inner, kind }
  }
  const kind = kindOf(address)
  return kind ? { host, address, kind } : null
}

/** "127.0.0.1 is a loopback address", "localhost is 127.0.0.1, a loopback address" */
export function describeRefusedAddress({ host, address, kind }: RefusedAddress) {
  const article = /^[aeiou]/.test(kind) ? 'an' : 'a'
  return host === address
    ? `${address} is ${article} ${kind} address`
    : `${host} is ${address}, ${article} ${kind} address`
}

export type AllowedHosts = {
  /** true when the host (a name or address as the URL names it) or the address is listed */
  allows(host: string, address: string): boolean
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]{0,62})(\.[a-z0-9_]([a-z0-9_-]{0,62}))*\.?$/

/** Parses OUTBOUND_ALLOW_HOSTS; throws a one-line reason for an entry it cannot understand */
export function compileAllowedHosts(raw: string | undefined): AllowedHosts {
  const names = new Set<string>()
  const ranges = new BlockList()
  for (const entry of (raw ?? '').split(',').map((e) => e.trim().toLowerCase())) {
    if (!entry) continue
    const bare = entry.replace(/^\[(.*)\]$/, '$1')
    if (isIP(bare.split('/')[0]) || entry.includes('/')) {
      if (!addRange(ranges, bare)) {
        throw new Error(
          `OUTBOUND_ALLOW_HOSTS: "${entry}" is not a host name, an address or a CIDR range`
        )
      }
    } else if (HOST_NAME.test(entry)) {
      names.add(entry.replace(/\.$/, ''))
    } else {
      throw new Error(
        `OUTBOUND_ALLOW_HOSTS: "${entry}" is not a host name, an address or a CIDR range`
      )
    }
  }
  return {
    allows(host, address) {
      if (names.has(host.toLowerCase().replace(/\.$/, ''))) return true
      const family = isIP(address)
      if (!family) return false
      if (ranges.check(address, family === 4 ? 'ipv4' : 'ipv6')) return true
      const inner = embeddedIpv4(address)
      return inner !== null && ranges.check(inner, 'ipv4')
    },
  }
}

let compiled: { raw: string | undefined; hosts: AllowedHosts } | null = null

/** compileAllowedHosts, kept for the last value seen (the setting rarely changes) */
export function allowedHosts(raw: string | undefined) {
  if (compiled === null || compiled.raw !== raw) {
    compiled = { raw, hosts: compileAllowedHosts(raw) }
  }
  return compiled.hosts
}
