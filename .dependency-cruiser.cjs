/**
 * The import boundaries, checked in CI by `npm run lint:deps` (dependency-cruiser), whatever the import is
 * written as (`@/…` or relative), type-only imports included. src/boundaries.test.ts writes a deliberate
 * violation of each rule and checks that it fails.
 */
module.exports = {
  forbidden: [
    {
      name: 'common-is-isomorphic',
      comment: 'src/common runs in the browser and on the server: it imports neither.',
      severity: 'error',
      from: { path: '^src/common/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-never-imports-web',
      comment:
        'The server loads the web build (dist/), never the web sources; a test may read the catalogue to check the rendered words.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/web/' },
    },
    {
      name: 'features-are-independent',
      comment: 'A feature never imports another one: what two share goes to components/ or lib/.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'app-layer-on-top',
      comment: 'Features and shared code never import the app layer (router, layouts, providers).',
      severity: 'error',
      from: { path: '^src/web/(features|components|lib|i18n)/' },
      to: { path: '^src/web/app/' },
    },
    {
      name: 'modules-reach-jobs-through-the-queue',
      comment:
        "A module enqueues work and registers its handlers through jobs/queue.ts (app.jobs, app.timers for beats); the rest of jobs/ is the runtime's.",
      severity: 'error',
      from: { path: '^src/server/modules/' },
      to: { path: '^src/server/jobs/', pathNot: '^src/server/jobs/queue\\.ts$' },
    },
    {
      name: 'lib-is-below-plugins-and-modules',
      comment: 'src/server/lib holds helpers every layer may use: it imports neither plugins nor modules.',
      severity: 'error',
      from: { path: '^src/server/lib/' },
      to: { path: '^src/server/(plugins|modules)/' },
    },
    {
      name: 'seed-uses-no-module-internals',
      comment:
        "The seed writes rows; what it needs of a module (the lots closer) is handed to it by its caller, or comes from the module's public entry, <record>.module.ts.",
      severity: 'error',
      from: { path: '^src/server/db/seed/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/modules/[^/]+/', pathNot: '^src/server/modules/[^/]+/[^/]+\\.module\\.ts$' },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
