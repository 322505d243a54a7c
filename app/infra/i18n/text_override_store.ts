/**
 * The admins' wording of catalog texts (/admin/texts) as this process holds it, by language:
 * app/services/i18n/text_overrides.ts loads it from the database when the `texts` generation
 * moves, then has @adonisjs/i18n reload its catalog, whose last loader (config/i18n.ts) is this
 * store, so `ctx.i18n.t` answers the override. Plain memory, no service import: the i18n
 * config loads it before the app has booted.
 */
export type OverrideTexts = Record<string, Record<string, string>>

let held: OverrideTexts = {}

export function holdOverrides(texts: OverrideTexts) {
  held = texts
}

/** The overrides of one language, or undefined when it has none */
export function heldOverrides(locale: string): Record<string, string> | undefined {
  const texts = held[locale]
  return texts && Object.keys(texts).length > 0 ? texts : undefined
}

/** The @adonisjs/i18n loader of the overrides (listed after the catalog's files: it wins) */
export const overridesLoader = () => ({ load: async () => structuredClone(held) })
