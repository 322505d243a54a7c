import { HttpContext } from '@adonisjs/core/http'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { dbTimestamp } from '#services/db/time'

export type AuditEntry = {
  actorId: number | null
  action: string
  subjectType?: string
  subjectId?: number | null
  before?: unknown
  after?: unknown
}

/**
 * Records an admin write (who, what, before, after, when, from which client address). Pass
 * the transaction of the write itself, so the record and the change land or fail together.
 * The address is request.ip() of the request in progress (the same one the rate limits use,
 * so TRUST_PROXY applies), found through the HTTP context's async storage; a scheduled job
 * has no request and records null.
 */
export async function recordAudit(client: QueryClientContract, entry: AuditEntry) {
  await client
    .insertQuery()
    .table('audit_logs')
    .insert({
      actor_id: entry.actorId,
      action: entry.action,
      subject_type: entry.subjectType ?? null,
      subject_id: entry.subjectId ?? null,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      ip: HttpContext.get()?.request.ip() ?? null,
      created_at: dbTimestamp(client),
    })
}
