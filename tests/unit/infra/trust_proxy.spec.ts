import { test } from '@japa/runner'
import { compileTrustProxy } from '#infra/http/trust_proxy'

test.group('TRUST_PROXY', () => {
  test('unset or false trusts no hop', ({ assert }) => {
    for (const raw of [undefined, '', 'false', ' FALSE ']) {
      const trust = compileTrustProxy(raw)
      assert.isFalse(trust('127.0.0.1', 0), String(raw))
    }
  })

  test('true and loopback trust a proxy on this machine only', ({ assert }) => {
    for (const raw of ['true', 'loopback']) {
      const trust = compileTrustProxy(raw)
      assert.isTrue(trust('127.0.0.1', 0))
      assert.isTrue(trust('::1', 0))
      assert.isTrue(trust('::ffff:127.0.0.1', 0))
      assert.isFalse(trust('203.0.113.7', 0))
    }
  })

  test('a hop count trusts that many hops from the socket', ({ assert }) => {
    const trust = compileTrustProxy('2')
    assert.isTrue(trust('203.0.113.7', 0))
    assert.isTrue(trust('203.0.113.8', 1))
    assert.isFalse(trust('203.0.113.9', 2))
    assert.isFalse(compileTrustProxy('0')('127.0.0.1', 0))
  })

  test('a list of addresses, CIDR ranges and names', ({ assert }) => {
    const trust = compileTrustProxy('10.0.0.5, 173.245.48.0/20,2400:cb00::/32,uniquelocal')
    assert.isTrue(trust('10.0.0.5', 0))
    assert.isTrue(trust('173.245.63.255', 0))
    assert.isFalse(trust('173.245.64.0', 0))
    assert.isTrue(trust('2400:cb00:1::1', 1))
    assert.isTrue(trust('192.168.1.10', 0))
    assert.isFalse(trust('127.0.0.1', 0))
  })

  test('"{$self}" stops the boot with a reason')
    .with(['yes', '10.0.0.0/33', '10.0.0.1,,10.0.0.2', '300.1.1.1', 'loopback/8', '1.2.3.4/8/1'])
    .run(({ assert }, raw) => {
      assert.throws(() => compileTrustProxy(raw), /^TRUST_PROXY: /)
    })
})
