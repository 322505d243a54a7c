import { useState } from 'react'
import { Dices, FileUp, Link2, Pencil, Plus } from 'lucide-react'
import type { InertiaProps } from '~/types'
import { AdminPage, AdminPanel } from '~/components/admin/admin_page'
import { PublicPageLink } from '~/components/admin/public_page_link'
import { NeonButton } from '~/components/ui/neon_button'
import { FilePickButton } from '~/components/ui/file_pick_button'
import { CatalogSlotForm, type CatalogRow } from '~/components/admin/slot_catalog/catalog_slot_form'
import { UnlinkedNames, type Unlinked } from '~/components/admin/slot_catalog/unlinked_names'
import { useAdminAction } from '~/hooks/use_admin_action'
import { useServerValue } from '~/hooks/use_server_value'
import { call, type ApiResult } from '~/lib/api_client'
import { useT } from '~/lib/i18n'

type Catalog = { slots: CatalogRow[]; unlinked: Unlinked[] }
type Editing = { row: CatalogRow | null; name: string } | null

/**
 * /admin/slots: the slot catalog (add, edit, image, CSV import) and the typed names no slot
 * holds yet, with close matches to link them to. (The slot requests are /admin/slot-requests.)
 */
export default function AdminSlotCatalog(props: InertiaProps<{ catalog: Catalog }>) {
  const [catalog, setCatalog] = useServerValue(props.catalog)
  const [editing, setEditing] = useState<Editing>(null)
  const { busy, run } = useAdminAction()
  const t = useT()

  const send = async (request: () => Promise<ApiResult<{ message: string; catalog: Catalog }>>) => {
    const data = await run(request, {
      failure: t('admin_catalog.failed'),
      accept: (answer) => 'catalog' in answer,
    })
    if (data) setCatalog(data.catalog)
    return data !== null
  }

  const save = (form: FormData) =>
    send(() =>
      editing?.row
        ? call('admin_api.slot_catalog.update', { params: { id: editing.row.id }, body: form })
        : call('admin_api.slot_catalog.create', { body: form })
    )

  const importFile = (file: File) => {
    const form = new FormData()
    form.append('file', file)
    void send(() => call('admin_api.slot_catalog.import', { body: form }))
  }

  const link = (id: number, name: string) =>
    void send(() => call('admin_api.slot_catalog.link', { params: { id }, body: { name } }))

  return (
    <AdminPage
      title={t('admin_catalog.title')}
      subtitle={t('admin_catalog.subtitle')}
      actions={<PublicPageLink href="/slots" />}
    >
      <AdminPanel title={t('admin_catalog.title')} icon={Dices} iconClassName="text-neon-pink">
        <div className="mb-4 flex flex-wrap gap-2">
          <NeonButton size="sm" icon={Plus} onClick={() => setEditing({ row: null, name: '' })}>
            {t('admin_catalog.add')}
          </NeonButton>
          <FilePickButton
            accept=".csv,text/csv"
            testId="catalog-csv"
            icon={FileUp}
            onPick={importFile}
            disabled={busy}
          >
            {busy ? t('admin_catalog.importing') : t('admin_catalog.import_button')}
          </FilePickButton>
        </div>
        <p className="mb-4 text-xs text-slate-400">{t('admin_catalog.import_help')}</p>
        {editing && (
          <div className="mb-6 rounded-xl border border-white/10 p-4">
            <CatalogSlotForm
              key={editing.row?.id ?? `new:${editing.name}`}
              editing={editing.row}
              initialName={editing.name}
              busy={busy}
              onSubmit={save}
              onCancel={() => setEditing(null)}
            />
          </div>
        )}
        {catalog.slots.length === 0 ? (
          <p className="text-sm text-slate-400">{t('admin_catalog.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-catalog-table>
              <thead>
                <tr className="text-left text-[0.65rem] tracking-widest text-muted uppercase">
                  <th className="py-2 pr-2">{t('admin_catalog.name')}</th>
                  <th className="hidden py-2 pr-2 sm:table-cell">{t('admin_catalog.provider')}</th>
                  <th className="py-2 pr-2 text-right">{t('admin_catalog.bonuses')}</th>
                  <th className="py-2" />
                </tr>
              </thead>
              <tbody>
                {catalog.slots.map((slot) => (
                  <tr key={slot.id} className="border-t border-white/5">
                    <td className="py-2 pr-2 text-white">
                      <a href={`/slots/${slot.slug}`} className="hover:text-neon-cyan">
                        {slot.name}
                      </a>
                    </td>
                    <td className="hidden py-2 pr-2 text-slate-300 sm:table-cell">
                      {slot.provider ?? '-'}
                    </td>
                    <td className="py-2 pr-2 text-right tabular-nums">{slot.bonuses}</td>
                    <td className="py-2 text-right">
                      <NeonButton
                        size="sm"
                        variant="vapourGray"
                        icon={Pencil}
                        onClick={() => setEditing({ row: slot, name: slot.name })}
                      >
                        {t('admin_catalog.edit')}
                      </NeonButton>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminPanel>
      <AdminPanel
        title={t('admin_catalog.unlinked_title')}
        icon={Link2}
        iconClassName="text-neon-cyan"
      >
        <p className="mb-3 text-xs text-slate-400">{t('admin_catalog.unlinked_help')}</p>
        <UnlinkedNames
          names={catalog.unlinked}
          busy={busy}
          onLink={link}
          onAdd={(name) => setEditing({ row: null, name })}
        />
      </AdminPanel>
    </AdminPage>
  )
}
