/** An ILIKE pattern matching `text` anywhere: `%`, `_` and the escape character itself match literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
