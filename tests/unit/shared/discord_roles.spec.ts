import { test } from '@japa/runner'
import { DANGEROUS_PERMISSIONS, dangerousPermissions } from '#shared/discord_roles'

test.group('Discord roles / dangerous permissions', () => {
  test('reads Discord permission bit sets, the 64-bit ones included', ({ assert }) => {
    assert.deepEqual(dangerousPermissions('0'), [])
    // View Channels, Send Messages, Read Message History, Connect, Speak: no power
    assert.deepEqual(
      dangerousPermissions(String((1n << 10n) | (1n << 11n) | (1n << 16n) | (1n << 20n) | (1n << 21n))),
      []
    )
    assert.deepEqual(dangerousPermissions('8'), ['Administrator'])
    assert.deepEqual(dangerousPermissions(String(1n << 40n)), ['Moderate Members'])
    // every permission Discord has (all bits set up to bit 50) carries every power
    const all = dangerousPermissions(String((1n << 51n) - 1n))
    assert.deepEqual(
      all,
      DANGEROUS_PERMISSIONS.map(([name]) => name)
    )
  })

  test('a value that is not a bit set counts as every power', ({ assert }) => {
    const every = DANGEROUS_PERMISSIONS.map(([name]) => name)
    for (const value of [undefined, null, '', '-8', '0x8', '1e3', ' 8']) {
      assert.deepEqual(dangerousPermissions(value), every, String(value))
    }
  })
})
