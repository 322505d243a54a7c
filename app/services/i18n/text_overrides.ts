import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import i18nManager from '@adonisjs/i18n/services/main'
import type { I18n } from '@adonisjs/i18n'
import { IntlMessageFormat } from 'intl-messageformat'
import TextOverride from '#models/text_override'
import ActionRefusedException from '#exceptions/action_refused_exception'
import { recordAudit } from '#services/audit/record_audit'
import { publicTransaction } from '#infra/live/public_cache'
import { generation } from '#infra/live/generations'
import { holdOverrides, type OverrideTexts } from '#infra/i18n/text_override_store'
import { ERROR_CODES } from '#shared/errors'
import { DEFAULT_LOCALE, type Locale } from '#shared/locales'

/**
 * Admins' own wording of any catalog text (/admin/texts, docs/languages.md#overrides): one row
 * per language and key in text_overrides. An override must parse as ICU and use the placeholders
 * of the English text. Every process holds the overrides in memory
 * (app/infra/i18n/text_override_store.ts) and reloads them when the `texts` generation of the
 * public cache moves (a save here renews it; another process sees it within its version poll),
 * which is also part of every guest page's cache key (sharedPropsVersion).
 */

/** At most this many texts in one answer of the page (the search narrows them) */
export const TEXTS_PAGE_LIMIT = 200

const catalogs = new Map<string, Record<string, string>>()

/** A language's catalog as the files have it (`area.key` → text), read once */
export function catalogTexts(locale: string): Record<string, string> {
  let texts = catalogs.get(locale)
  if (!texts) {
    texts = {}
    const folder = join(app.languageFilesPath(), locale)
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      const area = file.slice(0, -'.json'.length)
      const messages = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<
        string,
        string
      >
      for (const [key, text] of Object.entries(messages)) texts[`${area}.${key}`] = text
    }
    catalogs.set(locale, texts)
  }
  return texts
}

type Element = {
  type: number
  value?: string
  options?: Record<string, { value: Element[] }>
  children?: Element[]
}

/** A message's ICU arguments with their kind (`count:6` for a plural), sorted; throws when it does not parse */
export function placeholdersOf(message: string, locale: string): string[] {
  const found = new Set<string>()
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      // 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 8 tag
      if ([1, 2, 3, 4, 5, 6, 8].includes(element.type))
        found.add(`${element.value}:${element.type}`)
      for (const option of Object.values(element.options ?? {})) walk(option.value)
      if (element.children) walk(element.children)
    }
  }
  walk(new IntlMessageFormat(message, locale).getAst() as Element[])
  return [...found].sort()
}

/** The generation of `texts` this process's overrides were read under */
let loadedGeneration: string | undefined
let loading: Promise<void> | undefined

async function reload(current: string) {
  const rows = await TextOverride.query().select('locale', 'key', 'message')
  const texts: OverrideTexts = {}
  for (const row of rows) (texts[row.locale] ??= {})[row.key] = row.message
  holdOverrides(texts)
  await i18nManager.reloadTranslations()
  loadedGeneration = current
}

/**
 * Brings this process's overrides up to the shared `texts` generation: free while it has not
 * moved (the generation is held in memory), one read of the table when it has. Called before
 * each request's language is set up (app/middleware/locale_middleware.ts).
 */
export async function syncTextOverrides() {
  const current = await generation('texts')
  while (loadedGeneration !== current) {
    loading ??= reload(current).finally(() => (loading = undefined))
    await loading
  }
}

export type TextRow = { key: string; english: string; catalog: string; override: string | null }
export type OrphanRow = { locale: string; key: string; message: string }

/**
 * The page's data: every English key (filtered by `search` on the key or the text shown now in
 * `locale`), its English text, the language's catalog text and override; and the orphaned
 * overrides, whose key the catalog no longer has (every language)
 */
export async function textsPage(locale: Locale, search: string) {
  const english = catalogTexts(DEFAULT_LOCALE)
  const own = catalogTexts(locale)
  const rows = await TextOverride.query().orderBy('key').orderBy('locale')
  const overrides = new Map(rows.filter((r) => r.locale === locale).map((r) => [r.key, r.message]))
  const needle = search.trim().toLowerCase()
  const texts: TextRow[] = []
  for (const key of Object.keys(english).sort()) {
    const catalog = own[key] ?? english[key]
    const override = overrides.get(key) ?? null
    const shown = override ?? catalog
    if (needle && !key.toLowerCase().includes(needle) && !shown.toLowerCase().includes(needle)) {
      continue
    }
    texts.push({ key, english: english[key], catalog, override })
  }
  const orphans: OrphanRow[] = rows
    .filter((row) => !(row.key in english))
    .map(({ locale: lang, key, message }) => ({ locale: lang, key, message }))
  return {
    locale,
    search,
    texts: texts.slice(0, TEXTS_PAGE_LIMIT),
    total: texts.length,
    orphans,
  }
}

/** What the audit log keeps of an override */
const snapshot = (row: { locale: string; key: string; message: string } | null) =>
  row && { locale: row.locale, key: row.key, message: row.message }

/**
 * Saves an admin's wording of `key` in `locale`. Refused: a key the English catalog lacks, a
 * text that is not valid ICU, or one whose placeholders differ from the English text's.
 * Answers the confirmation in the admin's language.
 */
export async function saveTextOverride(
  i18n: I18n,
  actorId: number,
  input: { locale: Locale; key: string; message: string }
) {
  const english = catalogTexts(DEFAULT_LOCALE)[input.key]
  if (english === undefined) {
    throw new ActionRefusedException(
      ERROR_CODES.notFound,
      i18n.t('admin_texts.unknown_key', { key: input.key })
    )
  }
  let used: string[]
  try {
    used = placeholdersOf(input.message, input.locale)
  } catch (error) {
    throw new ActionRefusedException(
      ERROR_CODES.unusableInput,
      i18n.t('admin_texts.invalid_icu', { reason: (error as Error).message })
    )
  }
  const wanted = placeholdersOf(english, DEFAULT_LOCALE)
  if (used.join() !== wanted.join()) {
    const names = wanted.map((name) => `{${name.slice(0, name.lastIndexOf(':'))}}`)
    throw new ActionRefusedException(
      ERROR_CODES.unusableInput,
      i18n.t('admin_texts.placeholders_differ', {
        expected: names.length > 0 ? names.join(' ') : i18n.t('admin_texts.no_placeholders'),
      })
    )
  }
  await publicTransaction(['texts'], async (trx) => {
    const row = await TextOverride.query({ client: trx })
      .where({ locale: input.locale, key: input.key })
      .first()
    const before = snapshot(row)
    const saved = row ?? new TextOverride().merge({ locale: input.locale, key: input.key })
    saved.useTransaction(trx)
    await saved.merge({ message: input.message, updatedBy: actorId }).save()
    await recordAudit(trx, {
      actorId,
      action: 'text_override.save',
      subjectType: 'text_override',
      subjectId: saved.id,
      before,
      after: snapshot(saved),
    })
  })
  await syncTextOverrides()
  return i18n.t('admin_texts.saved')
}

/** Deletes an override: the catalog's text again (or an orphaned override gone) */
export async function resetTextOverride(
  i18n: I18n,
  actorId: number,
  input: { locale: Locale; key: string }
) {
  await publicTransaction(['texts'], async (trx) => {
    const row = await TextOverride.query({ client: trx })
      .where({ locale: input.locale, key: input.key })
      .first()
    if (!row) {
      throw new ActionRefusedException(
        ERROR_CODES.notFound,
        i18n.t('admin_texts.no_override', { key: input.key })
      )
    }
    await row.delete()
    await recordAudit(trx, {
      actorId,
      action: 'text_override.reset',
      subjectType: 'text_override',
      subjectId: row.id,
      before: snapshot(row),
      after: null,
    })
  })
  await syncTextOverrides()
  return i18n.t('admin_texts.reset_done')
}
