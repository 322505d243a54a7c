import { isIPv6 } from 'node:net'

/**
 * The rate-limit bucket of a client address. An IPv4 address is its own bucket; an IPv6
 * address counts by its /64 network, since one subscriber usually holds a whole /64 and could
 * otherwise take a fresh address (and a fresh budget) for every request.
 */
export function addressBucket(address: string) {
  if (!isIPv6(address)) return address
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]
  const [head, tail = ''] = address.split('%')[0].split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = address.includes('::') && tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16))
  return `${prefix.join(':')}::/64`
}
