declare module 'pg/lib/utils' {
  /** How node-postgres turns a query parameter into text, or a Buffer it sends as binary. */
  export function prepareValue(value: unknown): string | Buffer | null;
}
