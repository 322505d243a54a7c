import AppCommand from './_app_command.js'

/**
 * Proves the point economy adds up: balance == sum of ledger for every user,
 * stock + sold == initial stock + restocks for every product, and every prediction's pool
 * held by the ledger while open and paid out exactly once settled. Exits 1 naming each row that
 * breaks an invariant (for cron or CI).
 */
export default class PointsAudit extends AppCommand {
  static commandName = 'points:audit'
  static description = 'Check balances against the ledger and stock against sales'

  async run() {
    const { auditPoints } = await import('#services/points/consistency_audit')
    const findings = await auditPoints()
    if (findings.length === 0) {
      this.logger.success('Audit clean: every balance matches its ledger, every stock its sales')
      return
    }
    for (const finding of findings) this.logger.error(finding.description)
    this.fail(`${findings.length} row(s) break the economy's invariants`)
  }
}
