/**
 * Row ids (events, messages) are 32-bit integers on PostgreSQL (serial). A larger number in a
 * request names no row, and must not reach a query: PostgreSQL fails it as out of range.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a route schema. */
export const rowIdSchema = { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } as const;

/** A row id written as text (a cursor, or a path read without schema coercion), or null. */
export function parseRowId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}
