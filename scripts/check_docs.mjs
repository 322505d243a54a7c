/**
 * `node scripts/check_docs.mjs [--root <folder>]`: the docs name only things that exist.
 * Reads README.md, docs/*.md and app/http_cache/README.md and fails (exit 1, one line per finding) when
 * - a repository path in backticks or a markdown link does not exist: `app/x/y.ts`,
 *   `tests/functional/`, [text](operations.md#section) (links relative to the doc);
 * - `npm run <script>` (or `npm test`, `npm start`) names a script package.json lacks;
 * - a table is broken, a number beside an `app/shared` constant is not its value, or a command's
 *   running time is quoted differently in two docs or script comments (scripts/lib/doc_rules.mjs).
 *
 * A backtick word counts as a repository path when its first folder is one of the project's
 * own top-level entries (so `tmp/db.sqlite3`, `build/`, `/admin/audit`, `#shared/*` and words
 * like `app` are not checked). Placeholders and globs are checked up to where they start:
 * `tests/functional/<area>/x.spec.ts` and `database/migrations/*.ts` need their folder only.
 * Run by `npm test` before the test suites.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  constantProblems,
  runningTimeProblems,
  runningTimes,
  sharedConstants,
  tableProblems,
} from './lib/doc_rules.mjs'

/** Top-level entries that are made at run time or installed, never documented as sources */
const RUNTIME = new Set(['tmp', 'build', 'storage', 'node_modules', '.adonisjs', '.git', '.env'])
const PLACEHOLDER = /[<>*{}[\]$]|\.\.\./

/** The repository's own top-level files and folders (what a path may start with) */
export function topLevelEntries(root) {
  return new Set(readdirSync(root).filter((name) => !RUNTIME.has(name)))
}

/** Every `npm run x` / `npm test` / `npm start` in a text, with its line */
export function npmScriptsNamed(text) {
  const found = []
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(
      /\bnpm (?:run(?:-script)? (?:--silent )?([\w:.-]+)|(test|start)\b)/g
    )) {
      found.push({ script: match[1] ?? match[2], line: index + 1 })
    }
  })
  return found
}

/** Backtick spans (inline code and fenced blocks alike, word by word) and link targets, with lines */
export function referencesIn(text) {
  const refs = []
  const lines = text.split('\n')
  let fenced = false
  lines.forEach((line, index) => {
    const at = index + 1
    if (/^\s*```/.test(line)) {
      fenced = !fenced
      return
    }
    if (fenced) {
      for (const word of line.split(/\s+/))
        if (word) refs.push({ kind: 'code', target: word, line: at })
      return
    }
    for (const match of line.matchAll(/`([^`]+)`/g)) {
      for (const word of match[1].split(/\s+/))
        if (word) refs.push({ kind: 'code', target: word, line: at })
    }
    for (const match of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      refs.push({ kind: 'link', target: match[1], line: at })
    }
  })
  return refs
}

/** Strips what follows a placeholder or glob; null when nothing checkable is left */
function checkablePart(path) {
  const segments = path.split('/')
  const cut = segments.findIndex((segment) => PLACEHOLDER.test(segment))
  if (cut === -1) return path
  if (cut === 0) return null
  return segments.slice(0, cut).join('/') + '/'
}

/**
 * The repository path a reference names, relative to the root, or null when it names none
 * (a URL, an anchor, a runtime file, a word, an alias)
 */
export function repositoryPath(ref, docPath, topLevel) {
  let target = ref.target
  if (ref.kind === 'link') {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) return null
    target = target.replace(/#.*$/, '')
    if (!target || target.startsWith('/')) return null
    target = relative('.', join(dirname(docPath), target)) || '.'
  } else {
    // trailing punctuation of prose in a fence, `file.ts:42` line numbers, quotes
    target = target.replace(/^['"(]+|['"),;.]+$/g, '').replace(/:\d+(:\d+)?$/, '')
  }
  const first = target.split('/')[0]
  if (!topLevel.has(first)) return null
  if (ref.kind === 'code' && !target.includes('/') && !/\.\w+$/.test(target)) return null
  return checkablePart(target)
}

/** A file or folder of the repository; `x.js` also when its source `x.ts` exists (built to build/) */
export function pathExists(root, path) {
  const full = resolve(root, path)
  if (path.endsWith('/')) return existsSync(full) && statSync(full).isDirectory()
  return existsSync(full) || (path.endsWith('.js') && existsSync(full.replace(/\.js$/, '.ts')))
}

/** The findings for one doc's text */
export function checkDoc(docPath, text, { root, topLevel, scripts, constants }) {
  const problems = [...tableProblems(docPath, text), ...constantProblems(docPath, text, constants)]
  for (const ref of referencesIn(text)) {
    const path = repositoryPath(ref, docPath, topLevel)
    if (path === null) continue
    if (!pathExists(root, path)) {
      problems.push(
        `${docPath}:${ref.line}: ${ref.kind === 'link' ? 'link to' : 'path'} ${path} does not exist`
      )
    }
  }
  for (const { script, line } of npmScriptsNamed(text)) {
    if (!scripts.has(script))
      problems.push(`${docPath}:${line}: npm script "${script}" is not in package.json`)
  }
  return problems
}

/** The docs a check reads: README.md, docs/*.md and the README of app/http_cache */
export function docFiles(root) {
  const docs = existsSync(join(root, 'docs'))
    ? readdirSync(join(root, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`)
    : []
  return ['README.md', ...docs.sort(), 'app/http_cache/README.md'].filter((path) =>
    existsSync(join(root, path))
  )
}

/** The leading comment of each script of scripts/ (where running times are also quoted) */
function scriptComments(root) {
  const folder = join(root, 'scripts')
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => {
      const source = readFileSync(join(folder, name), 'utf8')
      return {
        path: `scripts/${name}`,
        text: source.startsWith('/**') ? source.split('*/')[0] : '',
      }
    })
}

export function checkDocs(root) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const context = {
    root,
    topLevel: topLevelEntries(root),
    scripts: new Set(Object.keys(pkg.scripts ?? {})),
    constants: sharedConstants(root),
  }
  const docs = docFiles(root).map((path) => ({
    path,
    text: readFileSync(join(root, path), 'utf8'),
  }))
  const times = [...docs, ...scriptComments(root)].flatMap(({ path, text }) =>
    runningTimes(path, text)
  )
  return [
    ...docs.flatMap(({ path, text }) => checkDoc(path, text, context)),
    ...runningTimeProblems(times),
  ]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--root')
  const root = at === -1 ? resolve(import.meta.dirname, '..') : resolve(process.argv[at + 1])
  const problems = checkDocs(root)
  if (problems.length > 0) {
    console.error(`The docs check found ${problems.length} problem(s):`)
    for (const problem of problems) console.error(`  ${problem}`)
    process.exit(1)
  }
  console.log(
    `docs check: ${docFiles(root).length} files: paths, npm scripts, tables, constants and running times agree`
  )
}
