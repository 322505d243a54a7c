/**
 * A deleted account (docs/product.md, "Your data"): it is kept for the books under the stored
 * name `deleted-<id>` (the username rule, letters, digits and underscores, cannot produce it,
 * so the old name is free again), and every public place shows DELETED_USER_LABEL instead of
 * any name.
 */
import type { Translate } from './messages.js'

/** What every public place shows for the name of a deleted account */
export const DELETED_USER_LABEL = 'deleted user'

/** The stored username of a deleted account starts with this */
export const DELETED_USERNAME_PREFIX = 'deleted-'

/** The stored username of deleted account `id` */
export const deletedUsername = (id: number) => `${DELETED_USERNAME_PREFIX}${id}`

/**
 * A public name as a page shows it: DELETED_USER_LABEL (stored and sent as is, the same in every
 * language; no username can contain its space) in the reader's language, any other name as is
 */
export function shownName(name: string, t: Translate) {
  return name === DELETED_USER_LABEL ? t('labels.deleted_user') : name
}

/** A site user's name as the public pages show it: DELETED_USER_LABEL for a deleted account */
export function publicUsername(name: string) {
  return name.startsWith(DELETED_USERNAME_PREFIX) ? DELETED_USER_LABEL : name
}
