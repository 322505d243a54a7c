import { test } from '@japa/runner'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { appendRun, summaryToRecord } from '../../../scripts/lib/performance_history.mjs'

/**
 * `npm run bench` and `npm run lighthouse` keep only the latest run in docs/performance.md and
 * append every run to docs/performance-history.json, as data a script can read.
 */
const SUMMARY = [
  'Machine: 2 cores; load average before the run 1.5.',
  '',
  '| target  | req/s | target |     |',
  '| ------- | ----: | -----: | --- |',
  '| GET /   |  7066 |     7% | met |',
  '| GET /x  |    95 |     7% | MISSED |',
  '',
  'Server memory after the run: 160 MB.',
]

test.group('Performance history', () => {
  test('a summary becomes its tables as rows by column, and its other lines as notes', ({ assert }) => {
    assert.deepEqual(summaryToRecord(SUMMARY), {
      tables: [
        {
          columns: ['target', 'req/s', 'target (2)', 'column 4'],
          rows: [
            { 'target': 'GET /', 'req/s': '7066', 'target (2)': '7%', 'column 4': 'met' },
            { 'target': 'GET /x', 'req/s': '95', 'target (2)': '7%', 'column 4': 'MISSED' },
          ],
        },
      ],
      notes: ['Machine: 2 cores; load average before the run 1.5.', 'Server memory after the run: 160 MB.'],
    })
  })

  test('each run is appended after the ones before', async ({ assert }) => {
    const folder = mkdtempSync(join(tmpdir(), 'history-'))
    try {
      const file = join(folder, 'history.json')
      await appendRun('latest-run', 'Latest run', SUMMARY, file)
      await appendRun('scale', 'Scaling run', ['a note'], file)
      const history = JSON.parse(readFileSync(file, 'utf8'))
      assert.deepEqual(
        history.map((run: { run: string; heading: string }) => [run.run, run.heading]),
        [
          ['latest-run', 'Latest run'],
          ['scale', 'Scaling run'],
        ]
      )
      assert.match(history[1].at, /^\d{4}-\d\d-\d\dT/)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
