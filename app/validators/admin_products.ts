import vine from '@vinejs/vine'
import { CatalogMessages, type RuleMessage } from '#infra/i18n/catalog_messages'
import { IMAGE_MESSAGES } from '#infra/uploads/image_upload'
import { ADMIN_LIMITS } from '#shared/admin'
import type { MessageKey } from '#shared/messages'

/** docs/product.md#account-rules: every field and the image are required on create */
export const FILL_ALL_FIELDS = 'product_rules.fill_all_fields' satisfies MessageKey

const name = () => vine.string().trim().minLength(1).maxLength(ADMIN_LIMITS.productNameMax)
const description = () =>
  vine.string().trim().minLength(1).maxLength(ADMIN_LIMITS.productDescriptionMax)
const price = () => vine.number().withoutDecimals().range([0, ADMIN_LIMITS.maxPrice])
const stock = () => vine.number().withoutDecimals().range([0, ADMIN_LIMITS.maxStock])

/** Field rules shared by create and update; the image is checked by content in storeImage */
const fieldMessages: Record<string, RuleMessage> = {
  'name.maxLength': {
    key: 'product_rules.name_length',
    values: { max: String(ADMIN_LIMITS.productNameMax) },
  },
  'description.maxLength': {
    key: 'product_rules.description_length',
    values: { max: String(ADMIN_LIMITS.productDescriptionMax) },
  },
  'price.number': 'product_rules.price_whole',
  'price.withoutDecimals': 'product_rules.price_whole',
  'price.range': { key: 'product_rules.price_range', values: { max: ADMIN_LIMITS.maxPrice } },
  'stock.number': 'product_rules.stock_whole',
  'stock.withoutDecimals': 'product_rules.stock_whole',
  'stock.range': { key: 'product_rules.stock_range', values: { max: ADMIN_LIMITS.maxStock } },
  'image.file': IMAGE_MESSAGES.notAnImage,
  'subscribers_only.boolean': 'product_rules.subscribers_only',
}

/** POST /api/products/create (multipart) */
export const createProductValidator = vine.create({
  name: name(),
  description: description(),
  price: price(),
  stock: stock(),
  image: vine.file(),
  /** a multipart form sends "true" / "false" (or "1", "on") */
  subscribers_only: vine.boolean().optional(),
})
createProductValidator.messagesProvider = new CatalogMessages({
  ...fieldMessages,
  'required': FILL_ALL_FIELDS,
  'name.minLength': FILL_ALL_FIELDS,
  'description.minLength': FILL_ALL_FIELDS,
})

/** POST /api/products/update/{id} (multipart): only the fields sent change */
export const updateProductValidator = vine.create({
  name: name().optional(),
  description: description().optional(),
  price: price().optional(),
  stock: stock().optional(),
  image: vine.file().optional(),
  subscribers_only: vine.boolean().optional(),
})
updateProductValidator.messagesProvider = new CatalogMessages({
  ...fieldMessages,
  'name.minLength': 'product_rules.name_empty',
  'description.minLength': 'product_rules.description_empty',
})
