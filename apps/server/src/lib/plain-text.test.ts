import {
  hasControlCharacters,
  multiLineText,
  singleLineText,
  TEXT_MESSAGES,
  withoutControlCharacters,
} from '@sortim/contracts/plain-text';
import { describe, expect, it } from 'vitest';

// The contracts' rule for what people write (packages/contracts has no test runner of its own).

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const controls = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000B',
  '\u000C',
  '\u000E',
  '\u001B',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u009F',
  '\uFFFE',
  '\uFFFF',
];

describe('singleLineText', () => {
  const line = singleLineText().min(2);

  it.each(controls.concat('\t', '\n', '\r'))('refuses %j inside a line', (character) => {
    expect(messageOf(line.safeParse(`Sunset${character}hike`))).toBe(TEXT_MESSAGES.singleLine);
  });

  it('trims the ends first, line breaks among them, and keeps any other letter', () => {
    expect(line.parse('  Sunset hike\n')).toBe('Sunset hike');
    expect(line.parse('Caminada «al capvespre» · 5 € 🌅 ¿Sí?')).toBe('Caminada «al capvespre» · 5 € 🌅 ¿Sí?');
  });

  it("puts its message before the field's own, so a form shows why", () => {
    expect(messageOf(singleLineText().min(5, 'Too short').safeParse('a\u0001'))).toBe(
      TEXT_MESSAGES.singleLine,
    );
  });
});

describe('multiLineText', () => {
  const text = multiLineText();

  it.each(controls)('refuses %j', (character) => {
    expect(messageOf(text.safeParse(`Meet at the gate.${character} Bring water.`))).toBe(
      TEXT_MESSAGES.controlCharacters,
    );
  });

  it('keeps tabs and line breaks inside', () => {
    expect(text.parse('Bring:\r\n\twater\n\ta hat\n')).toBe('Bring:\r\n\twater\n\ta hat');
  });
});

describe('withoutControlCharacters', () => {
  it('removes what a line may not hold, and nothing else', () => {
    expect(withoutControlCharacters('Sun\u0001set\thike\uFFFE «ä» 🌅')).toBe('Sunsethike «ä» 🌅');
    expect(hasControlCharacters(withoutControlCharacters(controls.join('')))).toBe(false);
  });
});
