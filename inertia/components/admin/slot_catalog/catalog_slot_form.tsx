import { useState, type FormEvent } from 'react'
import { Save } from 'lucide-react'
import { VOLATILITIES } from '@shared/slot_catalog'
import { Field, SelectField } from '~/components/admin/field'
import { NeonButton } from '~/components/ui/neon_button'
import { useT } from '~/lib/i18n'

export type CatalogRow = {
  id: number
  name: string
  slug: string
  provider: string | null
  rtp: number | null
  volatility: string | null
  max_win: number | null
  released_on: string | null
  image_url: string | null
  bonuses: number
}

const text = (value: string | number | null) => (value === null ? '' : String(value))

/** The multipart body of a slot: an empty optional field is sent empty (cleared) */
function toForm(values: Record<string, string>, image: File | null) {
  const form = new FormData()
  for (const [key, value] of Object.entries(values)) {
    if (key === 'name' || value.trim() !== '') form.append(key, value.trim())
  }
  if (image) form.append('image', image)
  return form
}

/** Add a catalog slot, or edit one (`editing`); `onSubmit` answers whether it was saved */
export function CatalogSlotForm({
  editing,
  initialName = '',
  busy,
  onSubmit,
  onCancel,
}: {
  editing: CatalogRow | null
  initialName?: string
  busy: boolean
  onSubmit: (form: FormData) => Promise<boolean>
  onCancel: () => void
}) {
  const t = useT()
  const [values, setValues] = useState({
    name: editing?.name ?? initialName,
    provider: text(editing?.provider ?? null),
    rtp: text(editing?.rtp ?? null),
    volatility: editing?.volatility ?? '',
    max_win: text(editing?.max_win ?? null),
    released_on: editing?.released_on ?? '',
  })
  const [image, setImage] = useState<File | null>(null)
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }))
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (await onSubmit(toForm(values, image))) onCancel()
  }
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" data-slot-form>
      <Field
        id="slot-name"
        label={t('admin_catalog.name')}
        value={values.name}
        onChange={set('name')}
        required
        maxLength={120}
      />
      <Field
        id="slot-provider"
        label={t('admin_catalog.provider')}
        value={values.provider}
        onChange={set('provider')}
        maxLength={80}
      />
      <Field
        id="slot-rtp"
        label={t('admin_catalog.rtp')}
        value={values.rtp}
        onChange={set('rtp')}
        type="number"
        step="0.01"
        min={50}
        max={100}
      />
      <SelectField
        id="slot-volatility"
        label={t('admin_catalog.volatility')}
        value={values.volatility}
        onChange={(volatility) => setValues((v) => ({ ...v, volatility }))}
        options={[
          { value: '', label: t('admin_catalog.volatility_none') },
          ...VOLATILITIES.map((value) => ({ value, label: t(`slots.volatility_${value}`) })),
        ]}
      />
      <Field
        id="slot-max-win"
        label={t('admin_catalog.max_win')}
        value={values.max_win}
        onChange={set('max_win')}
        type="number"
        step="0.01"
        min={1}
      />
      <Field
        id="slot-released"
        label={t('admin_catalog.released_on')}
        value={values.released_on}
        onChange={set('released_on')}
        type="date"
      />
      <Field
        id="slot-image"
        label={t('admin_catalog.image')}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        onChange={(event) => setImage(event.target.files?.[0] ?? null)}
      />
      <div className="flex items-end gap-2">
        <NeonButton type="submit" size="sm" icon={Save} disabled={busy}>
          {busy ? t('admin_catalog.saving') : t('admin_catalog.save')}
        </NeonButton>
        <NeonButton type="button" size="sm" variant="vapourGray" onClick={onCancel}>
          {t('admin_catalog.cancel')}
        </NeonButton>
      </div>
    </form>
  )
}
