/** A test that logs an unexpected console.error fails; tests that expect one call `expectConsoleError()`. */
let logged: unknown[][] = [];
let expected = false;
const originalError = console.error;

export function expectConsoleError() {
  expected = true;
}

export function captureConsoleErrors() {
  logged = [];
  expected = false;
  console.error = (...args: unknown[]) => {
    logged.push(args);
  };
}

export function assertNoUnexpectedConsoleErrors() {
  console.error = originalError;
  if (logged.length > 0 && !expected) {
    throw new Error(
      `Unexpected console.error:\n${logged.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
}
