import { GUESS_PLACES_MAX } from '@shared/guessing'
import { SelectField, WholeNumberField } from '~/components/admin/field'
import { useT } from '~/lib/i18n'

const PLACE_COUNTS = Array.from({ length: GUESS_PLACES_MAX }, (_, i) => String(i + 1))

/** A hunt's paid places as fields: the points of each, as typed ('' is a place without points) */
export const placesAsFields = (prizes: readonly number[]) =>
  prizes.map((points) => (points ? String(points) : ''))

/**
 * How many places guess the balance pays (1 to GUESS_PLACES_MAX) and the points of each:
 * fewer places drop the last ones, more add places without points
 */
export function GuessPlacesFields({
  places,
  onChange,
  readOnly,
  hint,
}: {
  places: string[]
  onChange: (places: string[]) => void
  readOnly: boolean
  hint?: string
}) {
  const t = useT()
  const resize = (count: string) => {
    const n = Number(count)
    onChange(Array.from({ length: n }, (_, i) => places[i] ?? ''))
  }
  return (
    <div className="space-y-3" data-guess-places={places.length}>
      <div className="max-w-[14rem]">
        <SelectField
          id="guess-places"
          label={t('admin_hunt.guessing_places')}
          hint={hint}
          value={String(places.length)}
          options={PLACE_COUNTS.map((n) => ({ value: n, label: n }))}
          onChange={(count) => !readOnly && resize(count)}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {places.map((points, index) => (
          <WholeNumberField
            key={index}
            id={`guess-place-${index + 1}`}
            label={t('admin_hunt.guessing_place_points', { place: index + 1 })}
            placeholder="0"
            readOnly={readOnly}
            value={points}
            onChange={(event) =>
              onChange(places.map((p, i) => (i === index ? event.target.value : p)))
            }
          />
        ))}
      </div>
    </div>
  )
}
