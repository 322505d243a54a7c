/**
 * node-postgres ships no type declarations (and @types/pg is not a dependency); config/database.ts
 * only needs its built-in type parsers, declared here.
 */
declare module 'pg' {
  type TypeParser = (value: string) => unknown
  const pg: {
    types: { getTypeParser(oid: number, format?: 'text' | 'binary'): TypeParser }
  }
  export default pg
}
