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

test.group('Docs check: what the docs say agrees with itself and the code', () => {
  const shared = {
    ...project,
    'app/shared/ui.ts':
      'export const HEADER_BLUR_SCROLL_PX = 10\n\nexport const TOAST = {\n  max: 20,\n  gutter: 8,\n} as const\n',
  }

  test('a well-formed table, true constants and one running time per command pass', ({ assert }) => {
    const { code, problems } = checkDocsOf({
      ...shared,
      'README.md': [
        '| command | time |',
        '| ------- | ---: |',
        '| `a \\| b` | 1 |',
        '',
        'The header blurs past 10 px (`HEADER_BLUR_SCROLL_PX`); at most `TOAST.max` (20) toasts.',
        '```bash',
        'npm run bench    # ~2 min',
        '```',
      ].join('\n'),
      'docs/operations.md': 'Before, `npm run bench` took ~5 min; after the fix 2 min 10 s.\n',
      'scripts/bench.mjs': '/**\n * `npm run bench`: about 2 minutes.\n */\nconsole.log(1)\n',
    })
    assert.deepEqual(problems, [])
    assert.equal(code, 0)
  })

  test('a broken table, a wrong constant and two running times for one command each fail', ({ assert }) => {
    const { code, problems } = checkDocsOf({
      ...shared,
      'README.md': [
        '| command | time |',
        '| `npm test` | 1 |',
        '',
        '| command | time |',
        '| ------- | ---- |',
        '| ------- | ---- |',
        '| `npm test` | 1 | extra |',
        '| `a | b` | 1 |',
        '',
        'The header blurs past 12 px (`HEADER_BLUR_SCROLL_PX`); at most `TOAST.gutter`: 6 px apart.',
      ].join('\n'),
      'docs/operations.md': '`npm test` takes about 12 minutes.\n',
      'scripts/test.mjs': '/**\n * `npm test`: everything, in ~15 min.\n */\n',
    })
    assert.deepEqual(problems, [
      'README.md:1: table has no separator row under its header',
      'README.md:6: table has a second separator row',
      'README.md:7: table row has 3 cells, its header 2',
      'README.md:8: table row has 3 cells, its header 2',
      'README.md:10: 12 quoted for HEADER_BLUR_SCROLL_PX, which is 10 in app/shared',
      'README.md:10: 6 quoted for TOAST.gutter, which is 8 in app/shared',
      'npm test: running time quoted differently: docs/operations.md:1 12 min, scripts/test.mjs:2 15 min',
    ])
    assert.equal(code, 1)
  })
})
