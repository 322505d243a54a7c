import { column } from '@adonisjs/lucid/orm'

/**
 * SQLite hands booleans back as 0/1 and PostgreSQL hands decimals back as strings: these
 * column decorators give models the same JavaScript types on both.
 */
export const booleanColumn = (options: Parameters<typeof column>[0] = {}) =>
  column({
    ...options,
    consume: (value) => (value === null || value === undefined ? value : Boolean(value)),
  })

export const numberColumn = (options: Parameters<typeof column>[0] = {}) =>
  column({
    ...options,
    consume: (value) => (value === null || value === undefined ? value : Number(value)),
  })

export const jsonColumn = <T>(options: Parameters<typeof column>[0] = {}) =>
  column({
    ...options,
    prepare: (value: T | null) =>
      value === null || value === undefined ? value : JSON.stringify(value),
    consume: (value: string | null) =>
      value === null || value === undefined ? value : (JSON.parse(value) as T),
  })
