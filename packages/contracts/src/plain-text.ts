import { z } from 'zod';
import { defineMessages } from './messages.ts';

/*
 * What people write: a line (a title, a place, a name) or a text of several lines (a description, a
 * message). Neither holds control characters (U+0000 to U+001F, U+007F to U+009F) nor the noncharacters
 * U+FFFE and U+FFFF: nobody means to type them, they arrive pasted from elsewhere, and they break what
 * shows the text (an SVG or XML document refuses them: the activity's preview picture did). A text of
 * several lines keeps its tabs and line breaks.
 */

export const TEXT_MESSAGES = defineMessages('text', {
  singleLine: 'Text must be one line, without tabs or control characters',
  controlCharacters: 'Text may not contain control characters',
});

const CONTROL = /[\p{Cc}\uFFFE\uFFFF]/u;
const CONTROL_BUT_LAYOUT = /(?![\t\n\r])[\p{Cc}\uFFFE\uFFFF]/u;

/** Whether a line holds a character no line may (a control character, a tab or line break among them). */
export const hasControlCharacters = (text: string): boolean => CONTROL.test(text);

/** The text with its control characters removed, for showing rows stored before the rule (the preview). */
export const withoutControlCharacters = (text: string): string => text.replace(new RegExp(CONTROL, 'gu'), '');

type StringParams = Parameters<typeof z.string>[0];

/** A trimmed line of text; chain `.min()`/`.max()` with the field's own messages. */
export const singleLineText = (params?: StringParams) =>
  z
    .string(params)
    .trim()
    .refine((text) => !CONTROL.test(text), TEXT_MESSAGES.singleLine);

/** A trimmed text that may run over several lines (tabs and line breaks kept). */
export const multiLineText = (params?: StringParams) =>
  z
    .string(params)
    .trim()
    .refine((text) => !CONTROL_BUT_LAYOUT.test(text), TEXT_MESSAGES.controlCharacters);
