import { TextOverrideSchema } from '#database/schema'

/** An admin's wording of one catalog message in one language (app/services/i18n/text_overrides.ts) */
export default class TextOverride extends TextOverrideSchema {}
