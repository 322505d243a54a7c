import db from '@adonisjs/lucid/services/db'

export type AuditFinding = {
  kind: 'balance' | 'stock' | 'prediction'
  id: number
  description: string
}

/**
 * The economy's invariants, checked over every row:
 * - every user's balance equals the sum of their ledger rows;
 * - every product's stock plus its sold units (purchases not Refunded) equals its stock at
 *   creation plus restocks;
 * - every prediction's pool is held, not lost or invented: its stakes add up to the pool; what
 *   the ledger took for it (stakes minus payouts and refunds, reference `prediction`) is the
 *   pool while it is open and 0 once settled; a settled one paid out exactly its pool.
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

  const predictions = await predictionFindings()
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
    ...predictions,
  ]
}

/** Every prediction's pool against its stakes, its payouts and its ledger rows (one statement) */
async function predictionFindings(): Promise<AuditFinding[]> {
  const rows = await db
    .from('predictions as p')
    .select('p.id', 'p.status', 'p.pool')
    .select(
      db.raw(
        '(SELECT COALESCE(SUM(s.amount), 0) FROM prediction_stakes s WHERE s.prediction_id = p.id) as staked'
      ),
      db.raw(
        '(SELECT COALESCE(SUM(s.payout), 0) FROM prediction_stakes s WHERE s.prediction_id = p.id) as paid'
      ),
      db.raw(
        "(SELECT COALESCE(SUM(t.delta), 0) FROM point_transactions t WHERE t.reference_type = 'prediction' AND t.reference_id = p.id) as ledger"
      )
    )
    .orderBy('p.id')
  const findings: AuditFinding[] = []
  for (const row of rows) {
    const [pool, staked, paid, held] = [row.pool, row.staked, row.paid, -row.ledger].map(Number)
    const open = row.status === 'open'
    const problems = [
      staked !== pool && `stakes ${staked} but pool ${pool}`,
      held !== (open ? pool : 0) && `ledger holds ${held} but should hold ${open ? pool : 0}`,
      !open && paid !== pool && `paid ${paid} of a pool of ${pool}`,
    ].filter(Boolean)
    if (problems.length > 0) {
      findings.push({
        kind: 'prediction',
        id: Number(row.id),
        description: `prediction #${row.id} (${row.status}): ${problems.join('; ')}`,
      })
    }
  }
  return findings
}
