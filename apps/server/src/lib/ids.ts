const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path parameter can name a row at all (PostgreSQL would answer a malformed uuid with a 500). */
export const isUuid = (value: string): boolean => UUID.test(value);
