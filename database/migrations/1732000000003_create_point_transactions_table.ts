import { createTables } from '#database/helpers/create_tables'
import { foreignId, ledgerReference, textEnum } from '#database/helpers/columns'

/** The ledger: every change of users.balance is one row, written in the same transaction */
export default createTables({
  point_transactions: (table) => {
    table.increments('id').notNullable()
    foreignId(table, 'user_id', 'users.id', { onDelete: 'RESTRICT' })
    table.integer('delta').notNullable()
    table.integer('balance_after').notNullable()
    textEnum(table, 'reason', ['accrual', 'purchase', 'vault', 'admin', 'refund'], {
      enumName: 'point_reason',
    })
    ledgerReference(table, 255)
    table.timestamp('created_at').notNullable()
    table.index(['user_id', 'created_at'])
    table.check('balance_after >= 0', [], 'point_transactions_balance_after_non_negative')
  },
})
