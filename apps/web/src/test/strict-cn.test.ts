import { strictCn } from '#/test/strict-cn.ts';

describe('strictCn', () => {
  it('joins classes like clsx', () => {
    expect(strictCn('flex gap-2', false && 'hidden', { 'text-sm': true, 'text-lg': false })).toBe(
      'flex gap-2 text-sm',
    );
  });

  it('accepts a class repeated and classes for one property under different states', () => {
    expect(strictCn('px-4 md:px-6 hover:bg-accent bg-card', 'px-4')).toBe(
      'px-4 md:px-6 hover:bg-accent bg-card px-4',
    );
  });

  it('refuses two classes for the same property, naming the one that would be lost', () => {
    expect(() => strictCn('h-10 rounded-md', 'h-12')).toThrow(/cn\(\): h-10 conflict/);
    expect(() => strictCn('gap-2', 'gap-1.5')).toThrow(/gap-2/);
    expect(() => strictCn('text-foreground', 'text-muted-foreground')).toThrow(/text-foreground/);
  });
});
