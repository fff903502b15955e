/**
 * Folder-level rules, checked by `npm run lint:deps` beside .dependency-cruiser.cjs: the server's folders
 * (db, jobs, lib, live, mail, media, plugins, observability, and each module under modules/) never depend on
 * each other in a loop, so each can be read, tested and moved knowing what lies below it. Tests and test/
 * are left out: they compose every layer on purpose. src/boundaries.test.ts breaks the rule on purpose and
 * checks it fails.
 */
const { options } = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycles',
      comment:
        'A loop between server folders or modules: move what both need to the lower one, or hand it down from app.ts.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/server/' },
      to: { circular: true },
    },
  ],
  options: { ...options, exclude: { path: ['(^|/)dist/', '\\.test\\.tsx?$', '^test/'] } },
};
