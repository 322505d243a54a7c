import factory from '@adonisjs/lucid/factories'
import Product from '#models/product'

/**
 * A listed product. Its opening stock is the base of the stock audit
 * (stock + sold == initial + restocked), so `initialStock` follows the stock it is created with.
 */
export const ProductFactory = factory
  .define(Product, () => ({
    name: 'Neon Hoodie',
    description: 'A hoodie that glows',
    image: '/uploads/products/hoodie.png',
    price: 1_000,
    stock: 10,
    restocked: 0,
  }))
  .before('create', (_, product) => {
    product.initialStock = product.stock
  })
  .build()
