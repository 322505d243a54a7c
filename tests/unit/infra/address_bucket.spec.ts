import { test } from '@japa/runner'
import { addressBucket } from '#infra/http/address_bucket'

test.group('Rate-limit bucket of a client address', () => {
  test('{0} counts as {1}')
    .with([
      ['203.0.113.7', '203.0.113.7'],
      ['::ffff:127.0.0.1', '127.0.0.1'],
      ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
      ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
      ['2001:db8::1', '2001:db8:0:0::/64'],
      ['::1', '0:0:0:0::/64'],
      ['fe80::1%eth0', 'fe80:0:0:0::/64'],
      ['2001:db8:1:2:3:4:1.2.3.4', '2001:db8:1:2::/64'],
    ] as const)
    .run(({ assert }, [address, bucket]) => {
      assert.equal(addressBucket(address), bucket)
    })

  test('two addresses of one /64 share a bucket, another /64 does not', ({ assert }) => {
    assert.equal(addressBucket('2001:db8:1:2::1'), addressBucket('2001:db8:1:2:ffff::9'))
    assert.notEqual(addressBucket('2001:db8:1:2::1'), addressBucket('2001:db8:1:3::1'))
  })
})
