import { test } from '@japa/runner'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/**
 * scripts/check_docs.mjs on a made-up project: which words of a doc it reads as repository
 * paths or npm scripts, and which of those it reports missing.
 */
function checkDocsOf(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'docs-check-'))
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
    const result = spawnSync(process.execPath, ['scripts/check_docs.mjs', '--root', root], { encoding: 'utf8' })
    const problems = result.stderr
      .split('\n')
      .filter((line) => line.startsWith('  '))
      .map((line) => line.trim())
    return { code: result.status, problems }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

const project = {
  'package.json': JSON.stringify({ scripts: { test: 'x', start: 'x', bench: 'x' } }),
  'app/services/points/ledger.ts': '',
  'bin/server.ts': '',
  'scripts/start.mjs': '',
  'tests/functional/shop/buy.spec.ts': '',
  'docs/operations.md': '# Operations\n\n## Backups\n',
}

test.group('Docs check', () => {
  test('paths in backticks, fenced blocks and links that exist pass', ({ assert }) => {
    const { code, problems } = checkDocsOf({
      ...project,
      'README.md': [
        'The ledger is `app/services/points/ledger.ts` (`app/services/points/ledger.ts:12`), see',
        '[operations](docs/operations.md#backups) and [the site](https://example.com).',
        '```bash',
        'npm ci && npm start',
        'npm test          # then npm run bench',
        'node bin/server.js',
        '```',
        'Tests per area in `tests/functional/<area>/`, all in `tests/**/*.spec.ts`;',
        'runtime files `tmp/db.sqlite3`, `build/bin/server.js`; routes `/admin/audit`; aliases `#shared/*`.',
      ].join('\n'),
      'docs/architecture.md': 'See [operations](operations.md) and [the readme](../README.md).',
    })
    assert.deepEqual(problems, [])
    assert.equal(code, 0)
  })

  test('a missing path, a broken link and an unknown npm script are each reported with their line', ({ assert }) => {
    const { code, problems } = checkDocsOf({
      ...project,
      'README.md': ['# Title', 'The shop is `app/services/shop/buy.ts`.', 'Run `npm run lighthouse`.'].join('\n'),
      'docs/architecture.md': [
        '[deploy](deploy.md#https) and `tests/browser/<area>.spec.ts`',
        '```',
        'node scripts/gone.mjs',
        '```',
      ].join('\n'),
    })
    assert.deepEqual(problems, [
      'README.md:2: path app/services/shop/buy.ts does not exist',
      'README.md:3: npm script "lighthouse" is not in package.json',
      'docs/architecture.md:1: path tests/browser/ does not exist',
      'docs/architecture.md:1: link to docs/deploy.md does not exist',
      'docs/architecture.md:3: path scripts/gone.mjs does not exist',
    ])
    assert.equal(code, 1)
  })
})
