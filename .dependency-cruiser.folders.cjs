/**
 * Folder-level rules, checked by `npm run lint:deps` beside .dependency-cruiser.cjs: the server's folders
 * (db, jobs, lib, live, mail, media, plugins, observability, each module…) never depend on each other in a
 * loop, so each can be read, tested and moved knowing what lies below it. Tests and test/ are left out:
 * they compose every layer on purpose. src/boundaries.test.ts breaks the rule on purpose and checks it
 * fails. Cycles among modules alone are not checked yet (issue 32).
 */
const { options } = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycles',
      comment: 'A loop between server folders; a loop that only passes through modules/ is not counted yet.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/server/', pathNot: '^src/server/modules/' },
      to: { circular: true },
    },
  ],
  options: { ...options, exclude: { path: ['(^|/)dist/', '\\.test\\.tsx?$', '^test/'] } },
};
