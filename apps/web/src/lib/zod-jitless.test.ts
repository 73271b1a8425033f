import { z } from 'zod';
import '#/lib/zod-jitless.ts';

describe('zod-jitless', () => {
  it("sets zod's own settings to jitless, whether zod loaded before or after it", () => {
    expect(z.config()).toBe(globalThis.__zod_globalConfig);
    expect(z.config().jitless).toBe(true);
  });

  it('parses without generating code', () => {
    const functions = vi.spyOn(globalThis, 'Function');
    expect(z.object({ name: z.string(), age: z.number() }).parse({ name: 'Marta', age: 30 })).toEqual({
      name: 'Marta',
      age: 30,
    });
    expect(functions).not.toHaveBeenCalled();
  });
});
