export declare const HISTORY_FILE: string
export declare function summaryToRecord(lines: string[]): {
  tables: { columns: string[]; rows: Record<string, string>[] }[]
  notes: string[]
}
export declare function appendRun(
  run: string,
  heading: string,
  summaryLines: string[],
  file?: string
): Promise<void>
