import vine from '@vinejs/vine'
import { CatalogMessages } from '#infra/i18n/catalog_messages'
import { POINTS_IMPORT, POINTS_IMPORT_MESSAGES as M } from '#shared/points_import'

/** POST /api/admin/points/import: the CSV file and whether this is a dry run (the default) */
export const pointsImportValidator = vine.create({
  file: vine.file({ size: POINTS_IMPORT.maxBytes }),
  dry_run: vine.boolean().optional(),
})
pointsImportValidator.messagesProvider = new CatalogMessages({
  'file.required': M.missing,
  'file.file': M.missing,
  'file.file.size': M.tooLarge,
  'dry_run.boolean': M.dryRunBoolean,
})
