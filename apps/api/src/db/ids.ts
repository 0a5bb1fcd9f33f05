// Row ids: UUIDs. Ids arrive as free-form GraphQL IDs (any case, any text); services take them
// through these helpers before they reach a query.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anything but a UUID cannot name a row (and would make PostgreSQL fail the uuid cast). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * An id as stored: PostgreSQL prints UUIDs in lower case and a client may send either case, so
 * an id a client sends is compared and written in this form.
 */
export function storedId<T extends string | null | undefined>(id: T): T {
  return (typeof id === 'string' ? id.toLowerCase() : id) as T;
}
