import { test } from '@japa/runner'
import { missingRedisReason, missingS3Reason, unsafeProductionSettings } from '#start/production_guard'

const QUICKNET_HASH = '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971'

const safe = {
  NODE_ENV: 'production',
  APP_KEY: 'k'.repeat(32),
  APP_URL: 'https://neonplay.example',
  SESSION_DRIVER: 'database',
}

test.group('Production guard', () => {
  test('{0} is accepted')
    .with([
      ['an https APP_URL, a 32-character key, database sessions', {}],
      ['http://localhost', { APP_URL: 'http://localhost:3333' }],
      ['http://127.0.0.1', { APP_URL: 'http://127.0.0.1:3391' }],
      ['http://[::1]', { APP_URL: 'http://[::1]:3333' }],
      [
        'a public http URL with ALLOW_INSECURE_APP_URL=true',
        { APP_URL: 'http://lan-box:3333', ALLOW_INSECURE_APP_URL: 'true' },
      ],
      ['memory sessions', { SESSION_DRIVER: 'memory' }],
      ['the default vault beacon (VAULT_BEACON_URL unset)', {}],
      [
        'the vault beacon switched off with ALLOW_UNVERIFIED_DRAWS=true',
        { VAULT_BEACON_URL: ' OFF ', ALLOW_UNVERIFIED_DRAWS: 'true' },
      ],
      [
        'drand quicknet named explicitly, pinned by the site',
        { VAULT_BEACON_URL: `https://api.drand.sh/${QUICKNET_HASH}/` },
      ],
      [
        'a custom beacon with both pins',
        {
          VAULT_BEACON_URL: 'https://relay.example/abcd',
          VAULT_BEACON_CHAIN_HASH: 'abcd',
          VAULT_BEACON_PUBLIC_KEY: 'ef01',
        },
      ],
    ] as const)
    .run(({ assert }, [, overrides]) => {
      assert.deepEqual(unsafeProductionSettings({ ...safe, ...overrides }), [])
    })

  test('{0} is refused with its reason')
    .with([
      ['a missing APP_KEY', { APP_KEY: undefined }, /^APP_KEY is missing; it needs at least 32/],
      ['an empty APP_KEY', { APP_KEY: '' }, /^APP_KEY is missing/],
      ['a 31-character APP_KEY', { APP_KEY: 'k'.repeat(31) }, /^APP_KEY is shorter than 32/],
      ['cookie sessions', { SESSION_DRIVER: 'cookie' }, /^SESSION_DRIVER=cookie .* use database \(or redis\)$/],
      [
        'a public http APP_URL',
        { APP_URL: 'http://neonplay.example' },
        /^APP_URL http:\/\/neonplay\.example is not https: .*ALLOW_INSECURE_APP_URL=true/,
      ],
      [
        'a public http APP_URL with the flag set to false',
        { APP_URL: 'http://neonplay.example', ALLOW_INSECURE_APP_URL: 'false' },
        /^APP_URL http:\/\/neonplay\.example is not https/,
      ],
      ['a host that only starts with localhost', { APP_URL: 'http://localhost.evil.example' }, /is not https/],
      [
        'the vault beacon switched off',
        { VAULT_BEACON_URL: 'off' },
        /^VAULT_BEACON_URL=off draws without a public beacon: .*ALLOW_UNVERIFIED_DRAWS=true/,
      ],
      [
        'the vault beacon switched off, ALLOW_UNVERIFIED_DRAWS=false',
        { VAULT_BEACON_URL: 'off', ALLOW_UNVERIFIED_DRAWS: 'false' },
        /^VAULT_BEACON_URL=off draws without a public beacon/,
      ],
      [
        'a custom vault beacon without pins',
        { VAULT_BEACON_URL: 'https://relay.example/abcd' },
        /^VAULT_BEACON_URL names a custom drand chain without VAULT_BEACON_CHAIN_HASH and VAULT_BEACON_PUBLIC_KEY: .*VAULT_BEACON_URL=off/,
      ],
      [
        'a custom vault beacon without its public key',
        { VAULT_BEACON_URL: 'https://relay.example/abcd', VAULT_BEACON_CHAIN_HASH: 'abcd' },
        /without VAULT_BEACON_PUBLIC_KEY: pin the chain/,
      ],
      [
        'a custom vault beacon without its chain hash',
        { VAULT_BEACON_URL: 'https://relay.example/abcd', VAULT_BEACON_PUBLIC_KEY: ' ' },
        /without VAULT_BEACON_CHAIN_HASH and VAULT_BEACON_PUBLIC_KEY: /,
      ],
    ] as const)
    .run(({ assert }, [, overrides, reason]) => {
      const reasons = unsafeProductionSettings({ ...safe, ...overrides })
      assert.lengthOf(reasons, 1)
      assert.match(reasons[0], reason)
      assert.notInclude(reasons[0], '\n')
    })

  test('every problem is named, and nothing is checked outside production', ({ assert }) => {
    const unsafe = {
      APP_KEY: 'short',
      SESSION_DRIVER: 'cookie',
      APP_URL: 'http://example.com',
      VAULT_BEACON_URL: 'https://relay.example/abcd',
    }
    assert.lengthOf(unsafeProductionSettings({ ...safe, ...unsafe }), 4)
    for (const NODE_ENV of ['development', 'test'])
      assert.deepEqual(unsafeProductionSettings({ ...safe, ...unsafe, NODE_ENV }), [])
  })
})

test.group('Missing services', () => {
  const s3 = {
    DRIVE_DISK: 's3',
    S3_BUCKET: 'neon-uploads',
    S3_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'AKIA',
    AWS_SECRET_ACCESS_KEY: 'secret',
  }

  test('DRIVE_DISK=s3 with its settings (or with no key pair: the AWS chain) is accepted', ({ assert }) => {
    assert.isNull(missingS3Reason(s3))
    assert.isNull(missingS3Reason({ ...s3, AWS_ACCESS_KEY_ID: '', AWS_SECRET_ACCESS_KEY: '' }))
    assert.isNull(missingS3Reason({ DRIVE_DISK: 'fs' }))
    assert.isNull(missingS3Reason({}))
  })

  test('DRIVE_DISK=s3 without {0} is refused, naming it')
    .with([
      ['a bucket', { S3_BUCKET: ' ' }, /needs S3_BUCKET \(/],
      ['a region', { S3_REGION: undefined }, /needs S3_REGION \(/],
      ['the secret of its key', { AWS_SECRET_ACCESS_KEY: '' }, /needs AWS_SECRET_ACCESS_KEY/],
      ['bucket and key id', { S3_BUCKET: '', AWS_ACCESS_KEY_ID: '' }, /S3_BUCKET and AWS_ACCESS_KEY_ID/],
    ] as const)
    .run(({ assert }, [, overrides, reason]) => {
      assert.match(missingS3Reason({ ...s3, ...overrides }) ?? '', reason)
    })

  // the boot_refusal spec checks the wiring with both stores at once; each alone is named here
  test('{0} without REDIS_HOST is refused, naming it (in any environment)')
    .with([
      ['SESSION_DRIVER=redis', { SESSION_DRIVER: 'redis' }, /^SESSION_DRIVER=redis needs REDIS_HOST/],
      ['LIMITER_STORE=redis', { LIMITER_STORE: 'redis' }, /^LIMITER_STORE=redis needs REDIS_HOST/],
      [
        'both',
        { SESSION_DRIVER: 'redis', LIMITER_STORE: 'redis', REDIS_HOST: ' ' },
        /^SESSION_DRIVER=redis and LIMITER_STORE=redis needs REDIS_HOST/,
      ],
    ] as const)
    .run(({ assert }, [, overrides, reason]) => {
      assert.match(missingRedisReason({ NODE_ENV: 'development', ...overrides }) ?? '', reason)
    })

  test('redis stores with REDIS_HOST, or no redis store, are accepted', ({ assert }) => {
    assert.isNull(missingRedisReason({ SESSION_DRIVER: 'redis', LIMITER_STORE: 'redis', REDIS_HOST: '127.0.0.1' }))
    assert.isNull(missingRedisReason({ SESSION_DRIVER: 'database', LIMITER_STORE: 'database' }))
  })
})
