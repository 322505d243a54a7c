import type AuditLog from '#models/audit_log'
import { BaseTransformer } from '@adonisjs/core/transformers'

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/**
 * An audit entry: who (by name, or null once that account is gone), from which address, what,
 * before, after, when
 */
export default class AuditLogTransformer extends BaseTransformer<AuditLog> {
  toObject() {
    const a = this.resource
    return {
      id: a.id,
      actor: a.actor ? a.actor.username : null,
      ip: a.ip,
      action: a.action,
      subject_type: a.subjectType,
      subject_id: a.subjectId,
      before: (a.before ?? null) as Json,
      after: (a.after ?? null) as Json,
      created_at: a.createdAt.toUTC().toISO()!,
    }
  }
}
