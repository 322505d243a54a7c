import type { SchemaRules } from '@adonisjs/lucid/types/schema_generator'

/**
 * Rules for the generated database/schema.ts, so the file comes out the same whichever
 * connection ran the migrations, and models read the same JavaScript values on both:
 * - decimal and bigint columns read as numbers on both databases (SQLite's NUMERIC affinity
 *   and INTEGER; config/database.ts parses PostgreSQL numeric and int8);
 * - boolean columns are read through booleanColumn: SQLite hands them back as 0/1.
 */
const rules: SchemaRules = {
  types: {
    decimal: { tsType: 'number', decorators: [{ name: '@column' }] },
    bigint: { tsType: 'number', decorators: [{ name: '@column' }] },
    boolean: {
      tsType: 'boolean',
      decorators: [{ name: '@booleanColumn' }],
      imports: [{ source: '#models/columns', namedImports: ['booleanColumn'] }],
    },
  },
}

export default rules
