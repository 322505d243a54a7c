import vine from '@vinejs/vine'

/**
 * VineJS messages from the catalog (app/infra/i18n/catalog_messages.ts): the default of every
 * validator, set before any validator is compiled (routes and commands import them later).
 */
export default class ValidatorProvider {
  async boot() {
    const { CatalogMessages } = await import('#infra/i18n/catalog_messages')
    vine.messagesProvider = new CatalogMessages()
  }
}
