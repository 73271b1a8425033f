import { initials } from '#/components/user-avatar.tsx';

describe('initials', () => {
  it.each([
    ['Marta Puig', 'MP'],
    ['Marta de la Serra', 'MS'],
    ['marta', 'M'],
    ['marta.puig@example.com', 'MP'],
    ['  ', ''],
    [null, ''],
    ['Àlex Òdena', 'ÀÒ'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
