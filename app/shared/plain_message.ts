/**
 * Whether a catalog text is plain words, which ICU formatting gives back unchanged: no
 * argument or plural (`{`, `}`), no tag (`<`) and no quoted apostrophe (`''`). The pages skip
 * the ICU parse for these (inertia/lib/i18n.ts); tests/unit/i18n/catalog.spec.ts holds every
 * such text of the catalog to what ICU makes of it.
 */
export function isPlainMessage(text: string) {
  return !ICU_SYNTAX.test(text)
}

const ICU_SYNTAX = /[{}<]|''/
