/**
 * Characters no name shown to other visitors may hold: `<` and `>` (markup) and control
 * characters (C0, DEL, C1, and the bidirectional overrides that reorder the text around them).
 * The pages escape every name anyway; refusing them where a name comes in (partner syncs, the
 * admin's CSV, the profile's Celsius username; site usernames allow only letters, digits and
 * underscores) keeps them out of the data, of the admin's tables and of anything a future
 * template might print raw.
 */
const UNSAFE = '<>\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069'

/** A name holding none of them (the validators' rule) */
export const SAFE_NAME = new RegExp(`^[^${UNSAFE}]*$`)
const UNSAFE_CHARACTER = new RegExp(`[${UNSAFE}]`, 'g')

/** Whether a name holds any of those characters */
export function hasUnsafeNameCharacters(name: string) {
  return !SAFE_NAME.test(name)
}

/** A name from a source that cannot be asked again (a partner's API) without those characters */
export function withoutUnsafeNameCharacters(name: string) {
  return name.replace(UNSAFE_CHARACTER, '')
}

/** Zero-width and invisible formatting characters (spaces, joiners, marks, the BOM) */
const INVISIBLE = '\\u200b-\\u200f\\u2060-\\u2064\\ufeff'

/**
 * A name that also holds no zero-width or invisible character: two poll options that look the
 * same must be the same (the polls' question and options)
 */
export const VISIBLE_NAME = new RegExp(`^[^${UNSAFE}${INVISIBLE}]*$`)
