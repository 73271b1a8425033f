/*
 * Import rules, checked by `npm run lint`: no cycles between the server's modules (the booking domain has
 * one owner, modules/reservations, which the others call), the server's floors (imports only go down), test
 * code the product never imports, and web
 * features that do not import each other.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle means two modules own each other; move the shared part to the module that owns it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-floors',
      comment:
        'The server is built in floors, and an import only goes down: db/ (the schema, the client) and lib/ at the ground, modules/ on them, plugins/ and jobs/ (the wiring) above, and at the top what starts things (app.ts, main.ts, scripts/, processes/, db/seed/). A type a lower floor needs lives on that floor (lib/caller.ts, lib/job-queue.ts).',
      severity: 'error',
      from: {
        path: '^apps/server/src/(db|lib|modules)/',
        pathNot: ['^apps/server/src/db/seed/', '\\.test\\.ts$'],
      },
      to: {
        path: '^apps/server/src/(plugins/|jobs/|scripts/|processes/|db/seed/|app\\.ts|main\\.ts|shutdown\\.ts)',
      },
    },
    {
      name: 'server-ground-floor',
      comment: 'db/ and lib/ are the ground floor: they import no module.',
      severity: 'error',
      from: { path: '^apps/server/src/(db|lib)/', pathNot: ['^apps/server/src/db/seed/', '\\.test\\.ts$'] },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-wiring-below-the-top',
      comment:
        'plugins/ and jobs/ wire the modules in; what starts the server (app.ts, main.ts, scripts/, db/seed/) stands on them.',
      severity: 'error',
      from: { path: '^apps/server/src/(plugins|jobs)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(scripts/|processes/|db/seed/|app\\.ts|main\\.ts)' },
    },
    {
      name: 'test-code-stays-in-tests',
      comment:
        'apps/server/src/test/ (helpers, factories, stand-ins) is for tests: only tests (*.test.ts, *.process-test.ts) and src/test/ itself import it.',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: ['^apps/server/src/test/', '\\.test\\.ts$', '\\.process-test\\.ts$'],
      },
      to: { path: '^apps/server/src/test/' },
    },
    {
      name: 'web-features-stand-alone',
      comment: 'Features do not import each other; shared pieces live in components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      // The map (features/map: MapLibre's lazy chunk, its settings and fallback) is drawn by explore, the
      // activity page and the editor's pin picker, each importing it lazily. 'Report' (features/reports) is
      // put on every review, activity page, public profile and message, by the features that show them.
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/($1|map|reports)/' },
    },
    {
      name: 'web-admin-areas-stand-alone',
      comment:
        'An admin area (dashboard, users, hosts, applications, activities, analytics, role-tools) does not import another; what they share lives in features/admin/shared/, which imports none of them.',
      severity: 'error',
      from: { path: '^apps/web/src/features/admin/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/admin/([^/]+)/',
        pathNot: '^apps/web/src/features/admin/($1|shared)/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
