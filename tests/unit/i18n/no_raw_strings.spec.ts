import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from '@japa/runner'
import ts from 'typescript'

/**
 * No string left behind (docs/languages.md#checks): every text a visitor or admin reads comes
 * from the catalog (resources/lang). Found with the TypeScript compiler API:
 *
 * - inertia/: JSX text with letters; string literals (and the text of template literals) in the
 *   attributes title, placeholder, aria-label, alt, label, in a JSX child expression
 *   (`{busy ? 'Saving' : 'Save'}`) and as a toast's message (`toast.error('...')`);
 * - app/: a string literal message given to `new ActionRefusedException(code, '...')` or to
 *   `session.flash(kind, '...')` (also through a `const` of the same file) that is not a catalog
 *   key;
 * - app/shared/: an exported `*_MESSAGES` object whose value is a string that is not a catalog
 *   key (nested objects too: `{ key, values }`), or a function (a sentence built in code);
 * - both: a literal key of `t('area.key')`, `tNow('area.key')`, `i18n.t('area.key')` that the
 *   English catalog lacks.
 *
 * Brand words alone (NEONPLAY, Kick, ...), punctuation, symbols and numbers are no text. Every
 * finding is printed as `file:line text`.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url))

/** Words that are no translation's business: names of brands, products and units */
const BRAND_WORDS = new Set([
  'NEONPLAY',
  'Kick',
  'Discord',
  'Celsius',
  'BTC',
  'ETH',
  'LTC',
  'SOL',
  'USDT',
  'USD',
  'OBS',
  'YouTube',
  'Twitter',
  'X',
  'Instagram',
  'TikTok',
  'Telegram',
  'SHA',
  'SHA-256',
  'drand',
])

/**
 * Texts shown as typed, in every language: an example a field expects (a slot, a channel, a
 * webhook URL, a header), a charity's address, and SPEC's fixed `message: 'unauthorized'` body
 */
const VERBATIM_TEXTS = new Set([
  '#announcements',
  'https://discord.com/api/webhooks/...',
  'URL',
  'Authorization: Bearer {secret}',
  'Gates of Olympus',
  'BeGambleAware.org',
  'unauthorized',
])

/** The attributes whose value a person reads */
const TEXT_ATTRIBUTES = new Set(['title', 'placeholder', 'aria-label', 'alt', 'label'])

/** Elements whose text is code or data as typed, not prose */
const VERBATIM_TAGS = new Set(['code', 'kbd', 'pre', 'samp'])

export type Finding = { file: string; line: number; text: string }

/** Whether a piece of text is something to translate: letters beyond brand words */
export function isText(text: string) {
  if (VERBATIM_TEXTS.has(text.trim())) return false
  const words = text.match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? []
  return words.some((word) => !BRAND_WORDS.has(word))
}

export function englishKeys(): Set<string> {
  const folder = join(root, 'resources/lang/en')
  const keys = new Set<string>()
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const area = file.slice(0, -'.json'.length)
    for (const key of Object.keys(JSON.parse(readFileSync(join(folder, file), 'utf8')))) {
      keys.add(`${area}.${key}`)
    }
  }
  return keys
}

function sourceFiles(folder: string, extensions: string[]): string[] {
  const found: string[] = []
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) found.push(...sourceFiles(path, extensions))
    else if (extensions.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts')) {
      found.push(path)
    }
  }
  return found
}

/**
 * The static text an expression shows: string and template literals, through the branches of
 * `a ? 'x' : 'y'`, `a || 'x'`, `a ?? 'x'`, `cond && 'x'`, `'a' + b` and parentheses (a call's
 * arguments are its own business: `t('key')` is not text)
 */
function shownStrings(node: ts.Node): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node]
  if (ts.isTemplateExpression(node)) return [node]
  if (ts.isParenthesizedExpression(node)) return shownStrings(node.expression)
  if (ts.isConditionalExpression(node)) {
    return [...shownStrings(node.whenTrue), ...shownStrings(node.whenFalse)]
  }
  if (ts.isBinaryExpression(node)) {
    const kind = node.operatorToken.kind
    if (
      kind === ts.SyntaxKind.BarBarToken ||
      kind === ts.SyntaxKind.QuestionQuestionToken ||
      kind === ts.SyntaxKind.AmpersandAmpersandToken ||
      kind === ts.SyntaxKind.PlusToken
    ) {
      return [...shownStrings(node.left), ...shownStrings(node.right)]
    }
  }
  return []
}

/** A literal's text; a template's literal parts (its `${...}` left out) */
function literalText(node: ts.Node): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
  }
  return ''
}

function calleeName(call: ts.CallExpression): { name: string; owner?: string } | null {
  const callee = call.expression
  if (ts.isIdentifier(callee)) return { name: callee.text }
  if (ts.isPropertyAccessExpression(callee)) {
    const owner = callee.expression
    const ownerName = ts.isIdentifier(owner)
      ? owner.text
      : ts.isPropertyAccessExpression(owner)
        ? owner.name.text
        : undefined
    return { name: callee.name.text, owner: ownerName }
  }
  return null
}

function tagName(element: ts.Node): string | undefined {
  const opening = ts.isJsxElement(element) ? element.openingElement : undefined
  return opening && ts.isIdentifier(opening.tagName) ? opening.tagName.text : undefined
}

/** An expression without its `as const`, `satisfies ...` and parentheses */
function unwrapped(node: ts.Expression): ts.Expression {
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) {
    return unwrapped(node.expression)
  }
  return node
}

/** The string literals a file's top-level `const NAME = '...'` holds, by name */
function constStrings(sf: ts.SourceFile) {
  const found = new Map<string, ts.Node>()
  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer && unwrapped(declaration.initializer)
      if (ts.isIdentifier(declaration.name) && value && shownStrings(value).length > 0) {
        found.set(declaration.name.text, value)
      }
    }
  }
  return found
}

/**
 * The values of an exported `*_MESSAGES` object that are no key: a text (reported as it
 * reads), a function (reported as `name()`), through nested objects
 */
function messageObjectFindings(
  object: ts.ObjectLiteralExpression,
  keys: Set<string>,
  report: (node: ts.Node, text: string) => void
) {
  for (const property of object.properties) {
    const name = property.name?.getText() ?? ''
    if (ts.isMethodDeclaration(property)) {
      report(property, `${name}()`)
      continue
    }
    if (!ts.isPropertyAssignment(property)) continue
    const value = unwrapped(property.initializer)
    if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) report(property, `${name}()`)
    else if (ts.isObjectLiteralExpression(value)) messageObjectFindings(value, keys, report)
    else {
      for (const literal of shownStrings(value)) {
        const text = literalText(literal)
        if (!keys.has(text) && isText(text)) report(literal, text)
      }
    }
  }
}

/** The exported `*_MESSAGES` objects of a file */
function messageObjects(sf: ts.SourceFile) {
  const objects: ts.ObjectLiteralExpression[] = []
  for (const statement of sf.statements) {
    const exported =
      ts.isVariableStatement(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    if (!exported) continue
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer && unwrapped(declaration.initializer)
      if (
        ts.isIdentifier(declaration.name) &&
        declaration.name.text.endsWith('_MESSAGES') &&
        value &&
        ts.isObjectLiteralExpression(value)
      ) {
        objects.push(value)
      }
    }
  }
  return objects
}

/** The findings of one file's source (`kind`: a page file or a server file) */
export function scan(file: string, source: string, kind: 'inertia' | 'app', keys: Set<string>) {
  const findings: Finding[] = []
  const scriptKind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, scriptKind)
  const report = (node: ts.Node, text: string) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1
    findings.push({ file, line, text: text.replace(/\s+/g, ' ').trim() })
  }
  const reportShown = (expression: ts.Node) => {
    for (const literal of shownStrings(expression)) {
      const text = literalText(literal)
      if (isText(text)) report(literal, text)
    }
  }

  const consts = kind === 'app' ? constStrings(sf) : new Map<string, ts.Node>()
  /** A server message that must be a key: its literals, or the literal of a same-file const */
  const reportUnkeyed = (expression: ts.Node) => {
    const node = ts.isIdentifier(expression) ? (consts.get(expression.text) ?? expression) : expression
    const branches = ts.isConditionalExpression(node) ? [node.whenTrue, node.whenFalse] : [node]
    for (const branch of branches) {
      const resolved = ts.isIdentifier(branch) ? (consts.get(branch.text) ?? branch) : branch
      for (const literal of shownStrings(resolved)) {
        const text = literalText(literal)
        if (!keys.has(text) && isText(text)) report(branch === resolved ? literal : branch, text)
      }
    }
  }
  if (kind === 'app' && file.replaceAll('\\', '/').startsWith('app/shared/')) {
    for (const object of messageObjects(sf)) messageObjectFindings(object, keys, report)
  }

  const visit = (node: ts.Node) => {
    if (kind === 'inertia') {
      if (ts.isJsxText(node) && isText(node.text) && !VERBATIM_TAGS.has(tagName(node.parent) ?? '')) {
        report(node, node.text)
      }
      if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(sf)) && node.initializer) {
        const value = node.initializer
        reportShown(ts.isJsxExpression(value) ? (value.expression ?? value) : value)
      }
      if (
        ts.isJsxExpression(node) &&
        node.expression &&
        (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
        !VERBATIM_TAGS.has(tagName(node.parent) ?? '')
      ) {
        reportShown(node.expression)
      }
    }
    if (ts.isCallExpression(node)) {
      const callee = calleeName(node)
      const first = node.arguments[0]
      // toast('...'), toast.error('...'), adminToast.success('...')
      const toast =
        callee &&
        ((callee.owner === undefined && /^toast$/i.test(callee.name)) ||
          (callee.owner !== undefined && /toast$/i.test(callee.owner)))
      if (kind === 'inertia' && toast && first) reportShown(first)
      // t('area.key'), tNow('area.key'), i18n.t('area.key'): the key must exist
      const translates =
        callee &&
        ((callee.owner === undefined && (callee.name === 't' || callee.name === 'tNow')) ||
          (callee.owner === 'i18n' && callee.name === 't'))
      if (translates && first && ts.isStringLiteral(first) && !keys.has(first.text)) {
        report(first, `unknown key ${first.text}`)
      }
      // session.flash('error', '...'), session.flash({ error: '...' })
      if (kind === 'app' && callee?.name === 'flash' && callee.owner === 'session') {
        const [kindOrValues, ...messages] = node.arguments
        if (kindOrValues && ts.isObjectLiteralExpression(kindOrValues)) {
          for (const property of kindOrValues.properties) {
            if (ts.isPropertyAssignment(property)) reportUnkeyed(property.initializer)
          }
        }
        for (const message of messages) reportUnkeyed(message)
      }
    }
    if (
      kind === 'app' &&
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'ActionRefusedException'
    ) {
      const message = node.arguments?.[1]
      if (message) reportUnkeyed(message)
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return findings
}

function allFindings() {
  const keys = englishKeys()
  const findings: Finding[] = []
  for (const file of sourceFiles('inertia', ['.tsx', '.ts'])) {
    findings.push(...scan(file, readFileSync(join(root, file), 'utf8'), 'inertia', keys))
  }
  for (const file of sourceFiles('app', ['.ts'])) {
    findings.push(...scan(file, readFileSync(join(root, file), 'utf8'), 'app', keys))
  }
  return findings
}

const show = (findings: Finding[]) =>
  findings.map((f) => `${relative(root, join(root, f.file))}:${f.line} ${f.text}`).join('\n')

test.group('Languages / no string left behind', () => {
  test('every user-facing string of the pages and the refusals is a catalog key', ({ assert }) => {
    const findings = allFindings()
    assert.deepEqual(findings, [], `raw strings, not catalog keys:\n${show(findings)}`)
  }).timeout(120_000)

  test('the check finds raw text, attributes, toasts, unknown keys, raw refusals and flashes, and raw message constants', ({
    assert,
  }) => {
    const keys = new Set(['store.buy_button'])
    const page = `
      export function Page({ busy }) {
        const t = useT()
        toast.error('Could not save')
        adminToast.success(t('store.buy_button'))
        return (
          <div title="Your points" aria-label={t('store.buy_button')}>
            Buy now
            <input placeholder={busy ? 'Wait' : t('store.buy_button')} alt="" />
            {busy ? 'Saving...' : t('store.buy_button')}
            {t('store.gone')} NEONPLAY · 100% {count}
            <img alt={\`\${name} avatar\`} />
            <code>node ace migration:run</code>
          </div>
        )
      }`
    const found = scan('inertia/pages/sample.tsx', page, 'inertia', keys).map((f) => f.text)
    assert.deepEqual(found, [
      'Could not save',
      'Your points',
      'Buy now',
      'Wait',
      'Saving...',
      'unknown key store.gone',
      'avatar',
    ])
    const server = `
      throw new ActionRefusedException(ERROR_CODES.notFound, 'No such thing')
      throw new ActionRefusedException(ERROR_CODES.notFound, 'store.buy_button')
      throw new ActionRefusedException(ERROR_CODES.notFound, ctx.i18n.t('store.buy_button'))
      ctx.i18n.t('store.missing')`
    assert.deepEqual(
      scan('app/services/sample.ts', server, 'app', keys).map((f) => f.text),
      ['No such thing', 'unknown key store.missing']
    )
    const flashes = `
      const DONE = 'All done'
      const KEYED = 'store.buy_button'
      session.flash('success', 'Saved!')
      ctx.session.flash(ok ? 'success' : 'error', ok ? DONE : KEYED)
      ctx.session.flash({ error: 'Nope' })
      ctx.session.flash('error', ctx.i18n.t('store.buy_button'))
      throw new ActionRefusedException(ERROR_CODES.notFound, DONE)`
    assert.deepEqual(
      scan('app/controllers/sample.ts', flashes, 'app', keys).map((f) => f.text),
      ['Saved!', 'All done', 'Nope', 'All done']
    )
    const shared = `
      export const SAMPLE_MESSAGES = {
        bought: 'store.buy_button',
        gone: 'Sold out',
        left: (count: number) => \`\${count} left\`,
        nested: { key: 'store.buy_button', values: { max: '60' } },
        wrong: { key: 'Not a key' },
        limit() { return 'x' },
      } as const satisfies Record<string, unknown>
      export const OTHER = { title: 'Not checked: no _MESSAGES' }
      const LOCAL_MESSAGES = { title: 'Not exported' }`
    assert.deepEqual(
      scan('app/shared/sample.ts', shared, 'app', keys).map((f) => f.text),
      ['Sold out', 'left()', 'Not a key', 'limit()']
    )
    // the same object outside app/shared is another rule's business
    assert.deepEqual(scan('app/services/sample.ts', shared, 'app', keys), [])
  })
})
