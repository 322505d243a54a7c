import db from '@adonisjs/lucid/services/db'

export type AuditFinding = { kind: 'balance' | 'stock'; id: number; description: string }

/**
 * The economy's invariants, checked over every row:
 * - every user's balance equals the sum of their ledger rows;
 * - every product's stock plus its sold units (purchases not Refunded) equals its stock at
 *   creation plus restocks.
 * Each check is one statement, so it reads one consistent snapshot on SQLite and PostgreSQL.
 */
export async function auditPoints(): Promise<AuditFinding[]> {
  const users = await db
    .from('users')
    .leftJoin('point_transactions', 'point_transactions.user_id', 'users.id')
    .groupBy('users.id', 'users.username', 'users.balance')
    .select('users.id', 'users.username', 'users.balance')
    .select(db.raw('COALESCE(SUM(point_transactions.delta), 0) as ledger'))
    .havingRaw('users.balance <> COALESCE(SUM(point_transactions.delta), 0)')
    .orderBy('users.id')

  const products = await db
    .from('products')
    .leftJoin('purchases', (join) => {
      join.on('purchases.product_id', 'products.id').andOnVal('purchases.status', '<>', 'Refunded')
    })
    .groupBy(
      'products.id',
      'products.name',
      'products.stock',
      'products.initial_stock',
      'products.restocked'
    )
    .select(
      'products.id',
      'products.name',
      'products.stock',
      'products.initial_stock',
      'products.restocked'
    )
    .select(db.raw('COUNT(purchases.id) as sold'))
    .havingRaw(
      'products.stock + COUNT(purchases.id) <> products.initial_stock + products.restocked'
    )
    .orderBy('products.id')

  return [
    ...users.map((u) => ({
      kind: 'balance' as const,
      id: Number(u.id),
      description: `user #${u.id} (${u.username}): balance ${u.balance} but ledger sum ${u.ledger}`,
    })),
    ...products.map((p) => ({
      kind: 'stock' as const,
      id: Number(p.id),
      description:
        `product #${p.id} (${p.name}): stock ${p.stock} + sold ${p.sold} = ` +
        `${Number(p.stock) + Number(p.sold)} but initial ${p.initial_stock} + restocked ` +
        `${p.restocked} = ${Number(p.initial_stock) + Number(p.restocked)}`,
    })),
  ]
}
