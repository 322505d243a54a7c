import { useState, type FormEvent } from 'react'
import { router } from '@inertiajs/react'
import { Languages, Unlink } from 'lucide-react'
import type { InertiaProps } from '~/types'
import { AdminPage, AdminPanel } from '~/components/admin/admin_page'
import { NeonButton } from '~/components/ui/neon_button'
import { useAdminAction } from '~/hooks/use_admin_action'
import { call } from '~/lib/api_client'
import { useT } from '~/lib/i18n'
import { LOCALES, LOCALE_NAMES, type Locale } from '@shared/locales'

type TextRow = { key: string; english: string; catalog: string; override: string | null }
type OrphanRow = { locale: string; key: string; message: string }
type Props = {
  locale: Locale
  search: string
  texts: TextRow[]
  total: number
  orphans: OrphanRow[]
}

const fieldClass =
  'w-full rounded-md border border-white/10 bg-black/40 px-3 py-2 text-sm text-white focus:border-neon-cyan focus:outline-none'

/** Reloads the page's texts (and the `texts` shared prop: an override applies to this page too) */
const refresh = () => router.reload()

/** One text: its key, the catalog's text, and the override being edited */
function TextEditor({ row, locale }: { row: TextRow; locale: Locale }) {
  const t = useT()
  const [draft, setDraft] = useState(row.override ?? row.catalog)
  const { busy, pending, run } = useAdminAction()

  async function save(event: FormEvent) {
    event.preventDefault()
    const body = { locale, key: row.key, message: draft }
    const saved = await run(() => call('admin_api.texts.save', { body }), {
      failure: t('admin_texts.save_failed'),
      accept: (answer) => 'message' in answer,
      key: 'save',
    })
    if (saved) refresh()
  }

  async function reset() {
    const body = { locale, key: row.key }
    const done = await run(() => call('admin_api.texts.reset', { body }), {
      failure: t('admin_texts.reset_failed'),
      accept: (answer) => 'message' in answer,
      key: 'reset',
    })
    if (done) {
      setDraft(row.catalog)
      refresh()
    }
  }

  const id = `text-${row.key}`
  return (
    <li className="space-y-2 py-4" data-text-key={row.key}>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="font-mono text-xs break-all text-neon-cyan">
          {row.key}
        </label>
        {row.override !== null && (
          <span className="rounded bg-neon-pink/15 px-2 py-0.5 text-[10px] font-semibold tracking-widest text-neon-pink uppercase">
            {t('admin_texts.overridden')}
          </span>
        )}
      </div>
      <p className="text-xs text-slate-400">
        <span className="text-muted">{t('admin_texts.col_default')}: </span>
        {row.catalog}
      </p>
      {locale !== 'en' && (
        <p className="text-xs text-slate-500">
          {t('admin_texts.english_label', { text: row.english })}
        </p>
      )}
      <form onSubmit={save} className="space-y-2">
        <textarea
          id={id}
          rows={Math.min(6, Math.max(1, Math.ceil(draft.length / 80)))}
          className={fieldClass}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <NeonButton type="submit" size="sm" disabled={busy}>
            {pending === 'save' ? t('admin_texts.saving') : t('admin_texts.save')}
          </NeonButton>
          {row.override !== null && (
            <NeonButton
              type="button"
              size="sm"
              variant="vapourGray"
              disabled={busy}
              title={t('admin_texts.reset_title')}
              onClick={reset}
            >
              {t('admin_texts.reset')}
            </NeonButton>
          )}
        </div>
      </form>
    </li>
  )
}

/** An override whose key the catalog no longer has: shown nowhere, may be deleted */
function Orphan({ row }: { row: OrphanRow }) {
  const t = useT()
  const { busy, run } = useAdminAction()
  async function remove() {
    const body = { locale: row.locale as Locale, key: row.key }
    const done = await run(() => call('admin_api.texts.reset', { body }), {
      failure: t('admin_texts.reset_failed'),
      accept: (answer) => 'message' in answer,
    })
    if (done) refresh()
  }
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3" data-orphan={row.key}>
      <div className="min-w-0">
        <p className="font-mono text-xs break-all text-neon-cyan">
          {row.locale} · {row.key}
        </p>
        <p className="text-sm break-words text-slate-300">{row.message}</p>
      </div>
      <NeonButton type="button" size="sm" variant="vapourGray" disabled={busy} onClick={remove}>
        {t('admin_texts.delete')}
      </NeonButton>
    </li>
  )
}

/**
 * /admin/texts: every text of the site in one language, searched by key or by the text shown
 * now; an override per language (checked by the server: valid ICU, the English placeholders),
 * back to the default, and the orphaned overrides (docs/languages.md#overrides)
 */
export default function AdminTexts(props: InertiaProps<Props>) {
  const t = useT()
  const [locale, setLocale] = useState<Locale>(props.locale)
  const [search, setSearch] = useState(props.search)

  function find(event: FormEvent) {
    event.preventDefault()
    router.get('/admin/texts', { locale, q: search }, { preserveState: false })
  }

  return (
    <AdminPage title={t('admin_texts.page_title')} subtitle={t('admin_texts.subtitle')}>
      <AdminPanel
        title={t('admin_texts.page_title')}
        icon={Languages}
        iconClassName="text-neon-cyan"
        note={t('admin_texts.results', { shown: props.texts.length, total: props.total })}
      >
        <form onSubmit={find} className="mb-2 flex flex-wrap items-end gap-3">
          <label className="text-xs text-muted">
            {t('admin_texts.language_label')}
            <select
              className={`${fieldClass} mt-1`}
              value={locale}
              onChange={(event) => setLocale(event.target.value as Locale)}
            >
              {LOCALES.map((each) => (
                <option key={each} value={each}>
                  {LOCALE_NAMES[each]}
                </option>
              ))}
            </select>
          </label>
          <label className="min-w-0 flex-1 text-xs text-muted">
            {t('admin_texts.search_label')}
            <input
              type="search"
              className={`${fieldClass} mt-1`}
              placeholder={t('admin_texts.search_placeholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          <NeonButton type="submit" size="sm">
            {t('admin_texts.search_button')}
          </NeonButton>
        </form>
        {props.texts.length === 0 ? (
          <p className="text-sm text-slate-400">{t('admin_texts.no_results')}</p>
        ) : (
          <ul className="divide-y divide-white/5">
            {props.texts.map((row) => (
              <TextEditor
                key={`${props.locale}:${row.key}:${row.override ?? ''}`}
                row={row}
                locale={props.locale}
              />
            ))}
          </ul>
        )}
      </AdminPanel>

      {props.orphans.length > 0 && (
        <AdminPanel
          title={t('admin_texts.orphans_title')}
          icon={Unlink}
          iconClassName="text-neon-pink"
          note={props.orphans.length}
        >
          <p className="mb-2 text-sm text-slate-400">{t('admin_texts.orphans_note')}</p>
          <ul className="divide-y divide-white/5">
            {props.orphans.map((row) => (
              <Orphan key={`${row.locale}:${row.key}`} row={row} />
            ))}
          </ul>
        </AdminPanel>
      )}
    </AdminPage>
  )
}
