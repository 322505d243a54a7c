/**
 * node-postgres ships no type declarations (and @types/pg is not a dependency). Declared here:
 * the built-in type parsers (config/database.ts) and the plain client the database tests use to
 * create, inspect and drop databases of their own.
 */
declare module 'pg' {
  type TypeParser = (value: string) => unknown
  type ClientConfig = {
    host?: string
    port?: number
    user?: string
    password?: string
    database?: string
    connectionTimeoutMillis?: number
  }
  class Client {
    constructor(config: ClientConfig)
    connect(): Promise<void>
    query<Row = Record<string, any>>(sql: string, values?: unknown[]): Promise<{ rows: Row[] }>
    end(): Promise<void>
  }
  const pg: {
    types: { getTypeParser(oid: number, format?: 'text' | 'binary'): TypeParser }
    Client: typeof Client
  }
  export default pg
}
