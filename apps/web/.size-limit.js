// `npm run size`: each budgeted page's first-load JavaScript (gzip level 9) from the last build's Vite
// manifest; the pages and their budgets are in build/size-budget.ts.
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { sizeLimitChecks } = await jiti.import('./build/size-budget.ts');

export default sizeLimitChecks(fileURLToPath(new URL('./dist', import.meta.url)));
