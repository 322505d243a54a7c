import type { HttpContext } from '@adonisjs/core/http'
import Product from '#models/product'
import ProductTransformer from '#transformers/product_transformer'
import { createProduct, deleteProduct, updateProduct } from '#services/shop/product_catalog'
import { createProductValidator, updateProductValidator } from '#validators/admin_products'

/** Admin shop: the products table and the product's create / update / delete calls */
export default class ShopController {
  async show({ inertia }: HttpContext) {
    const products = await Product.query()
      .withScopes((s) => s.listed())
      .orderBy('id', 'asc')
    return inertia.render('admin/shop', { products: ProductTransformer.transform(products) })
  }

  /** POST /api/products/create (multipart) */
  async create({ auth, request }: HttpContext) {
    const { image, ...fields } = await request.validateUsing(createProductValidator)
    const product = await createProduct(auth.getUserOrFail().id, fields, image)
    return { message: 'success', product: new ProductTransformer(product).toObject() }
  }

  /** POST /api/products/update/{id} (multipart, only the fields sent) */
  async update({ auth, params, request }: HttpContext) {
    const { image, ...fields } = await request.validateUsing(updateProductValidator)
    const product = await updateProduct(auth.getUserOrFail().id, Number(params.id), fields, image)
    return { message: 'success', product: new ProductTransformer(product).toObject() }
  }

  /** POST /api/products/delete/{id}: out of the shop; past purchases keep their copy */
  async destroy({ auth, params }: HttpContext) {
    await deleteProduct(auth.getUserOrFail().id, Number(params.id))
    return { message: 'success' }
  }
}
