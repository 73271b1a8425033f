import { describe, expect, it } from 'vitest';
import { defaultDisplayName } from './display-name.ts';

describe('defaultDisplayName', () => {
  it('uses the given (or provider) name, trimmed', () => {
    expect(defaultDisplayName('  Núria Ferrer ', 'n@example.test')).toBe('Núria Ferrer');
  });

  it.each([null, undefined, '', '   '])(
    'falls back to the part of the e-mail before the @ when the name is %o',
    (name) => {
      expect(defaultDisplayName(name, 'pau.costa@example.test')).toBe('pau.costa');
    },
  );
});
