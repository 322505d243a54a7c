import { HttpContext } from '@adonisjs/core/http'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { dbTimestamp } from '#infra/db/time'

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

/** Records a user's write on their own account (actor and subject are the user) */
export function recordOwnAudit(
  client: QueryClientContract,
  userId: number,
  action: string,
  change: Pick<AuditEntry, 'before' | 'after'>
) {
  return recordAudit(client, {
    actorId: userId,
    action,
    subjectType: 'user',
    subjectId: userId,
    ...change,
  })
}

/**
 * What an audited write is about: the subject type written in the audit row and the snapshot
 * of a row that goes into `before` and `after` (the fields an admin changes, nothing secret).
 */
export type AuditSubject<M> = { type: string; snapshot: (row: M) => unknown }

type AuditedRow = { id: number }

/**
 * The one shape of an admin write on a row: snapshot it, run the write, snapshot it again and
 * record both, in the write's own transaction. `after` may add to the second snapshot what the
 * write answered (a winner, a total); it defaults to the snapshot itself.
 */
export async function auditedUpdate<M extends AuditedRow, T>(
  trx: QueryClientContract,
  actorId: number | null,
  action: string,
  subject: AuditSubject<M>,
  row: M,
  write: (row: M) => Promise<T>,
  after: (row: M, result: T) => unknown = (r) => subject.snapshot(r)
): Promise<T> {
  const before = subject.snapshot(row)
  const result = await write(row)
  await recordAudit(trx, {
    actorId,
    action,
    subjectType: subject.type,
    subjectId: row.id,
    before,
    after: after(row, result),
  })
  return result
}

/** A row created by an admin write, recorded as `after` */
export async function auditedCreate<M extends AuditedRow>(
  trx: QueryClientContract,
  actorId: number | null,
  action: string,
  subject: AuditSubject<M>,
  create: () => Promise<M>
): Promise<M> {
  const row = await create()
  await recordAudit(trx, {
    actorId,
    action,
    subjectType: subject.type,
    subjectId: row.id,
    after: subject.snapshot(row),
  })
  return row
}

/** A row removed (or taken out of view) by an admin write, its last state recorded as `before` */
export async function auditedDelete<M extends AuditedRow>(
  trx: QueryClientContract,
  actorId: number | null,
  action: string,
  subject: AuditSubject<M>,
  row: M,
  remove: (row: M) => Promise<unknown>
): Promise<void> {
  await auditedUpdate(trx, actorId, action, subject, row, remove, () => undefined)
}

/** A snapshot of a row's own fields, under their model names */
export function fieldsOf<M, K extends keyof M>(...keys: K[]) {
  return (row: M) => Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<M, K>
}
