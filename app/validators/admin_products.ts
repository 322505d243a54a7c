import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { ADMIN_LIMITS } from '#shared/admin'

/** docs/product.md#account-rules: every field and the image are required on create */
export const FILL_ALL_FIELDS = 'Please fill all fields and upload an image'

const name = () => vine.string().trim().minLength(1).maxLength(ADMIN_LIMITS.productNameMax)
const description = () =>
  vine.string().trim().minLength(1).maxLength(ADMIN_LIMITS.productDescriptionMax)
const price = () => vine.number().withoutDecimals().range([0, ADMIN_LIMITS.maxPrice])
const stock = () => vine.number().withoutDecimals().range([0, ADMIN_LIMITS.maxStock])

/** Field rules shared by create and update; the image is checked by content in storeImage */
const fieldMessages = {
  'name.maxLength': `The name must be at most ${ADMIN_LIMITS.productNameMax} characters`,
  'description.maxLength': `The description must be at most ${ADMIN_LIMITS.productDescriptionMax} characters`,
  'price.number': 'Price must be a whole number of 0 or more',
  'price.withoutDecimals': 'Price must be a whole number of 0 or more',
  'price.range': `Price must be between 0 and ${ADMIN_LIMITS.maxPrice.toLocaleString('en-US')}`,
  'stock.number': 'Stock must be a whole number of 0 or more',
  'stock.withoutDecimals': 'Stock must be a whole number of 0 or more',
  'stock.range': `Stock must be between 0 and ${ADMIN_LIMITS.maxStock.toLocaleString('en-US')}`,
  'image.file': 'Please select an image file',
  'subscribers_only.boolean': 'Subscribers only must be true or false',
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
createProductValidator.messagesProvider = new SimpleMessagesProvider({
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
updateProductValidator.messagesProvider = new SimpleMessagesProvider({
  ...fieldMessages,
  'name.minLength': 'The name cannot be empty',
  'description.minLength': 'The description cannot be empty',
})
