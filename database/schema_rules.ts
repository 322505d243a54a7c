import type { SchemaRules } from '@adonisjs/lucid/types/schema_generator'

/**
 * Rules for the generated database/schema.ts. Decimal columns read as numbers on both
 * databases (SQLite's NUMERIC affinity; config/database.ts parses PostgreSQL numeric), so the
 * file comes out the same whichever connection ran the migrations.
 */
const rules: SchemaRules = {
  types: {
    decimal: { tsType: 'number', decorators: [{ name: '@column' }] },
  },
}

export default rules
