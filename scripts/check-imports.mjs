#!/usr/bin/env node
/*
 * Import rules, run by `npm run lint`: dependency-cruiser's rules (.dependency-cruiser.cjs: no file cycles,
 * only tests import src/test/, web features stand alone), then no cycles between the server's modules: each
 * folder under apps/server/src/{modules,lib,plugins,jobs,db} counts as one node, so two modules that call each
 * other (even through a third) fail the check, whatever files the calls go through. A module's tests count as
 * the module: a test may not stand on a module above its own either. src/test/ (the harness every test uses,
 * which builds the whole app) is one node above all of them: tests' arrows into it are not module arrows.
 */
import { cruise } from 'dependency-cruiser';
import config from '../.dependency-cruiser.cjs';

const SERVER_UNIT = /^apps\/server\/src\/(?:(?:modules|lib|plugins|jobs|db)\/[^/]+|test(?=\/))/;

const result = await cruise(['apps/server/src', 'apps/web/src', 'packages/contracts/src'], {
  ...config.options,
  validate: true,
  ruleSet: { forbidden: config.forbidden },
});
const { output } = result;
let failed = false;
for (const violation of output.summary.violations) {
  failed = true;
  console.error(`${violation.rule.name}: ${violation.from} → ${violation.to}`);
}

const TEST_HARNESS = 'apps/server/src/test';
const unitOf = (file) => SERVER_UNIT.exec(file)?.[0] ?? null;
const edges = new Map();
for (const module of output.modules) {
  const from = unitOf(module.source);
  if (!from) continue;
  for (const dependency of module.dependencies) {
    const to = unitOf(dependency.resolved);
    if (!to || to === from || to === TEST_HARNESS) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    edges.get(from).set(to, `${module.source} → ${dependency.resolved}`);
  }
}

// Depth-first search; a grey node reached again closes a cycle.
const state = new Map();
const reported = new Set();
function visit(unit, path) {
  state.set(unit, 'grey');
  for (const [next, example] of edges.get(unit) ?? []) {
    if (state.get(next) === 'grey') {
      const cycle = [...path.slice(path.indexOf(next)), next];
      const key = [...cycle].sort().join(' ');
      if (!reported.has(key)) {
        reported.add(key);
        failed = true;
        console.error(`module cycle: ${cycle.join(' → ')} (e.g. ${example})`);
      }
    } else if (!state.has(next)) {
      visit(next, [...path, next]);
    }
  }
  state.set(unit, 'black');
}
for (const unit of edges.keys()) if (!state.has(unit)) visit(unit, [unit]);

if (failed) process.exit(1);
console.log(
  `imports: no violations (${output.modules.length} files, ${edges.size} server modules checked for cycles)`,
);
