import { column } from '@adonisjs/lucid/orm'

/**
 * Column decorators that give models the same JavaScript values on SQLite and PostgreSQL.
 * booleanColumn: SQLite hands booleans back as 0/1 (database/schema_rules.ts puts it on every
 * boolean column of the generated schema).
 */
export const booleanColumn = (options: Parameters<typeof column>[0] = {}) =>
  column({
    ...options,
    consume: (value) => (value === null || value === undefined ? value : Boolean(value)),
  })

export const jsonColumn = <T>(options: Parameters<typeof column>[0] = {}) =>
  column({
    ...options,
    prepare: (value: T | null) =>
      value === null || value === undefined ? value : JSON.stringify(value),
    consume: (value: string | null) =>
      value === null || value === undefined ? value : (JSON.parse(value) as T),
  })
