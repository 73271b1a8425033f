/**
 * A cell a spreadsheet would run as a formula (`=1+1`, `+`, `-`, `@`, or a tab or carriage return first)
 * is written as text by a leading single quote (OWASP's CSV injection advice). Every export casts its
 * strings through it.
 */
export const neutralised = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
