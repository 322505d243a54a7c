import { test } from '@japa/runner'
import { Readable } from 'node:stream'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { freshDatabaseWithRawAce, runAceCommand } from '#tests/helpers/processes/ace'
import { createUser } from '#tests/helpers/database/users'
import { runNode } from '#tests/helpers/processes/node_process'
import { sqliteFile } from '#tests/helpers/processes/built_server'
import AdminCreate from '../../../commands/admin_create.js'
import UsersPromote from '../../../commands/users_promote.js'

function adminCreate(argv: string[], stdin?: string) {
  return runAceCommand(AdminCreate, argv, (command) => {
    if (stdin !== undefined) command.stdin = Readable.from([stdin])
  })
}

function logText(command: AdminCreate) {
  return command.logger
    .getLogs()
    .map((log) => log.message)
    .join('\n')
}

async function usersSnapshot() {
  return db.from('users').orderBy('id').select('id', 'username', 'email', 'role', 'password')
}

test.group('admin:create', (group) => {
  group.each.setup(freshDatabaseWithRawAce)

  test('creates a verified owner with a one-time password shown once', async ({ assert }) => {
    const command = await adminCreate(['boss', 'boss@example.com'])
    command.assertSucceeded()
    const output = logText(command)
    assert.include(output, 'created owner boss <boss@example.com>')
    const shown = output.match(/password \(shown only this once\): (\S+)/)?.[1]
    assert.match(shown ?? '', /^[A-Za-z0-9_-]{16}$/)

    const user = await User.findByOrFail('username', 'boss')
    assert.equal(user.role, 'owner')
    assert.isNotNull(user.emailVerifiedAt)
    assert.notEqual(user.password, shown)
    assert.isTrue(await hash.verify(user.password, shown!))
    const verified = await User.verifyCredentials('boss', shown!)
    assert.equal(verified.id, user.id)
  })

  test('two admins never get the same password', async ({ assert }) => {
    await adminCreate(['boss_one', 'one@example.com'])
    const command = await adminCreate(['boss_two', 'two@example.com'])
    // the raw-mode logger keeps every line of this test, both commands' included
    const shown = [...logText(command).matchAll(/shown only this once\): (\S+)/g)].map((m) => m[1])
    assert.lengthOf(shown, 2)
    assert.notEqual(shown[0], shown[1])
    await User.verifyCredentials('boss_one', shown[0])
    await User.verifyCredentials('boss_two', shown[1])
  })

  test('promotes the user matched by {0}, keeping their password')
    .with([
      ['username', ['NeonFan', 'someone-else@example.com']],
      ['email', ['other_name', 'FAN@example.com']],
    ] as const)
    .run(async ({ assert }, [matchedBy, argv]) => {
      const fan = await createUser({
        username: 'neonfan',
        email: 'fan@example.com',
        password: 'fan-own-password',
      })
      const command = await adminCreate([...argv])
      command.assertSucceeded()
      const output = logText(command)
      assert.include(output, `made existing user neonfan owner (matched by ${matchedBy})`)
      assert.include(output, 'password unchanged')
      assert.notMatch(output, /shown only this once/)

      await fan.refresh()
      assert.equal(fan.role, 'owner')
      assert.equal(fan.email, 'fan@example.com')
      assert.isTrue(await hash.verify(fan.password, 'fan-own-password'))
      assert.lengthOf(await User.all(), 1)
      const audit = await db.from('audit_logs').where('action', 'user.role').first()
      assert.equal(audit.subject_id, fan.id)
    })

  test('says when the user is already an owner', async ({ assert }) => {
    await createUser({ username: 'boss', email: 'boss@example.com', role: 'owner' })
    const command = await adminCreate(['boss', 'boss@example.com'])
    command.assertSucceeded()
    assert.include(logText(command), 'boss is already an owner (matched by username)')
  })

  test('--password-stdin creates the owner with the piped password', async ({ assert }) => {
    const command = await adminCreate(['boss', 'boss@example.com', '--password-stdin'], 'my piped password\n')
    command.assertSucceeded()
    assert.notMatch(logText(command), /shown only this once/)
    assert.notInclude(logText(command), 'my piped password')
    const user = await User.verifyCredentials('boss', 'my piped password')
    assert.equal(user.role, 'owner')
  })

  test('--password-stdin sets the password of a promoted user', async ({ assert }) => {
    await createUser({ username: 'neonfan', password: 'old-password' })
    const command = await adminCreate(['neonfan', 'fan@example.com', '--password-stdin'], 'new-password-1')
    command.assertSucceeded()
    assert.include(logText(command), 'password set from stdin')
    const user = await User.verifyCredentials('neonfan', 'new-password-1')
    assert.equal(user.role, 'owner')
  })

  test('refuses {0} and changes nothing')
    .with([
      [
        'a weak piped password',
        ['boss', 'boss@example.com', '--password-stdin'],
        'short',
        /Password must be more than 8 characters!/,
      ],
      [
        'a too long piped password',
        ['boss', 'boss@example.com', '--password-stdin'],
        'x'.repeat(129),
        /Password must be at most 128 characters!/,
      ],
      ['a bad username', ['b!', 'boss@example.com'], undefined, /Username must be between 4-20 chars!/],
      ['a bad email', ['boss', 'not-an-email'], undefined, /Please use a valid email!/],
    ] as const)
    .run(async ({ assert }, [, argv, stdin, message]) => {
      await createUser({ username: 'neonfan', email: 'fan@example.com', password: 'fan-password' })
      const before = await usersSnapshot()
      const command = await adminCreate([...argv], stdin)
      command.assertFailed()
      command.assertLogMatches(message, 'stderr')
      assert.deepEqual(await usersSnapshot(), before)
    })

  test('refuses a name and an address of two different users', async ({ assert }) => {
    await createUser({ username: 'neonfan', email: 'fan@example.com' })
    await createUser({ username: 'highroller', email: 'high@example.com' })
    const before = await usersSnapshot()
    const command = await adminCreate(['neonfan', 'high@example.com'])
    command.assertFailed()
    command.assertLogMatches(/belong to two different users\. Nothing changed\./, 'stderr')
    assert.deepEqual(await usersSnapshot(), before)
  })

  test('`node ace admin:create --password-stdin` reads a real pipe', async ({ assert }) => {
    const env = { SQLITE_PATH: sqliteFile() }
    const weak = await runNode(['ace', 'admin:create', 'boss', 'boss@example.com', '--password-stdin'], {
      env,
      input: 'weak\n',
    })
    assert.equal(weak.code, 1)
    assert.include(weak.stderr + weak.stdout, 'Password must be more than 8 characters!')
    assert.isNull(await User.findBy('username', 'boss'))

    const ok = await runNode(['ace', 'admin:create', 'boss', 'boss@example.com', '--password-stdin'], {
      env,
      input: 'a strong piped one\n',
    })
    assert.equal(ok.code, 0, ok.stderr)
    assert.include(ok.stdout, 'created owner boss <boss@example.com>')
    assert.notInclude(ok.stdout + ok.stderr, 'a strong piped one')
    const user = await User.verifyCredentials('boss', 'a strong piped one')
    assert.equal(user.role, 'owner')
  })
})

test.group('users:promote', (group) => {
  group.each.setup(freshDatabaseWithRawAce)

  test('promotes through the same audited step as admin:create', async ({ assert }) => {
    const fan = await createUser({ username: 'neonfan' })
    const command = await runAceCommand(UsersPromote, ['NEONFAN'])
    command.assertSucceeded()
    command.assertLogMatches(/neonfan is now an admin/)
    await fan.refresh()
    assert.equal(fan.role, 'admin')
    const audit = await db.from('audit_logs').where('action', 'user.role').first()
    assert.equal(audit.subject_id, fan.id)

    const again = await runAceCommand(UsersPromote, ['neonfan'])
    again.assertLogMatches(/neonfan is already an admin/)
    const rows = await db.from('audit_logs').count('* as total').first()
    assert.equal(Number(rows.total), 1)
  })

  test('never demotes: an owner stays owner', async ({ assert }) => {
    const boss = await createUser({ username: 'bigboss', role: 'owner' })
    const command = await runAceCommand(UsersPromote, ['bigboss'])
    command.assertSucceeded()
    command.assertLogMatches(/bigboss is already the owner/)
    await boss.refresh()
    assert.equal(boss.role, 'owner')
  })
})
