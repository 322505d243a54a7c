/**
 * `npm audit --omit=dev` with the project's exceptions: a finding fails the run unless its
 * advisory is listed, with a reason, in the "Audit exceptions" table of docs/security.md.
 * When the advisory service cannot be reached (a registry mirror without the audit endpoint,
 * no network), the run says so and goes on: there is nothing to judge, and failing would only
 * block every change on an outside service.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { root } from './lib/project.mjs'

/** GHSA ids listed in docs/security.md's "Audit exceptions" table */
function allowedAdvisories() {
  // (SECURITY_DOC points the script's own test at a document of its own)
  const doc = readFileSync(process.env.SECURITY_DOC ?? resolve(root, 'docs/security.md'), 'utf8')
  const section = doc.split(/^## Audit exceptions$/m)[1]?.split(/^## /m)[0] ?? ''
  return new Set(section.match(/GHSA(-[0-9a-z]{4}){3}/g) ?? [])
}

const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' })
let report
try {
  report = JSON.parse(audit.stdout)
} catch {
  report = null
}
if (!report?.vulnerabilities) {
  const reason = report?.message ?? report?.error?.summary ?? 'no answer'
  console.log(`npm audit: the advisory service could not be reached (${reason}); skipped`)
  process.exit(0)
}

const allowed = allowedAdvisories()
const findings = []
for (const [name, vulnerability] of Object.entries(report.vulnerabilities ?? {})) {
  for (const via of vulnerability.via) {
    if (typeof via !== 'object') continue
    const id = via.url?.match(/GHSA(-[0-9a-z]{4}){3}/)?.[0] ?? via.url
    if (!allowed.has(id)) findings.push(`${name} ${vulnerability.range}: ${via.title} (${id})`)
  }
}
if (findings.length > 0) {
  console.error('npm audit found advisories that docs/security.md does not list:')
  for (const finding of findings) console.error(`  - ${finding}`)
  process.exit(1)
}
const total = report.metadata?.vulnerabilities?.total ?? 0
console.log(`npm audit: ${total} finding(s), all listed in docs/security.md`)
