import { afterEach, vi } from 'vitest';

/** No console noise: a test that logs an unexpected error or warning fails. */
const calls: string[] = [];
for (const method of ['error', 'warn'] as const) {
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    calls.push(`console.${method}: ${args.map(String).join(' ')}`);
  });
}

afterEach(() => {
  if (calls.length === 0) return;
  const logged = calls.splice(0);
  throw new Error(`Unexpected console output:\n${logged.join('\n')}`);
});
