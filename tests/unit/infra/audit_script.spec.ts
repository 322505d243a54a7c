import { test } from '@japa/runner'
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * scripts/audit.mjs judges what `npm audit --json` prints: a stand-in `npm` first on PATH
 * prints a chosen report, so each verdict is checked without the advisory service.
 */
function runAudit(report: object, exceptions = '') {
  const folder = mkdtempSync(join(tmpdir(), 'audit-'))
  try {
    const npm = join(folder, 'npm')
    writeFileSync(npm, `#!/bin/sh\ncat <<'JSON'\n${JSON.stringify(report)}\nJSON\n`)
    chmodSync(npm, 0o755)
    const doc = join(folder, 'security.md')
    writeFileSync(doc, `# Security\n\n## Audit exceptions\n\n${exceptions}\n\n## Other\n`)
    return spawnSync('node', ['scripts/audit.mjs'], {
      encoding: 'utf8',
      env: { ...process.env, PATH: `${folder}:${process.env.PATH}`, SECURITY_DOC: doc },
    })
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

const finding = {
  vulnerabilities: {
    'some-lib': {
      range: '<1.2.3',
      via: [{ title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-abcd-1234-wxyz' }],
    },
  },
  metadata: { vulnerabilities: { total: 1 } },
}

test.group('npm audit check', () => {
  test('an advisory the security document does not list fails the run', ({ assert }) => {
    const result = runAudit(finding)
    assert.equal(result.status, 1)
    assert.include(result.stderr, 'some-lib <1.2.3: Prototype pollution (GHSA-abcd-1234-wxyz)')
  })

  test('an advisory listed with its reason passes', ({ assert }) => {
    const result = runAudit(finding, '| GHSA-abcd-1234-wxyz | some-lib | only used at build time |')
    assert.equal(result.status, 0)
    assert.include(result.stdout, '1 finding(s), all listed')
  })

  test('no findings pass, and an unreachable advisory service is reported and skipped', ({ assert }) => {
    assert.equal(runAudit({ vulnerabilities: {}, metadata: { vulnerabilities: { total: 0 } } }).status, 0)
    const offline = runAudit({ message: '405 Method Not Allowed', statusCode: 405 })
    assert.equal(offline.status, 0)
    assert.include(offline.stdout, 'could not be reached (405 Method Not Allowed); skipped')
  })
})
