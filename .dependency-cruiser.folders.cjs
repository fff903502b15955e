/**
 * Folder-level rules, checked by `npm run lint:deps` beside .dependency-cruiser.cjs: the server's folders
 * (db, jobs, lib, live, mail, media, plugins, observability, each module…) never depend on each other in a
 * loop, so each can be read, tested and moved knowing what lies below it. Tests and test/ are left out:
 * they compose every layer on purpose. src/boundaries.test.ts breaks the rule on purpose and checks it
 * fails. Cycles among modules: no module outside `modulesInLoops` may join one.
 */
const { options } = require('./.dependency-cruiser.cjs');

/**
 * Modules that still reach each other in a loop (e.g. deposits ⇄ subscriptions, auctions ⇄ bids, approvals ⇄
 * payments): to untie by moving the shared rule to the module that owns the record, then to strike off.
 */
const modulesInLoops = [
  'approvals',
  'auctions',
  'auth',
  'bids',
  'catalogue',
  'config-data',
  'deposits',
  'fair-play',
  'invoices',
  'live-sales',
  'lots',
  'notifications',
  'payments',
  'privacy',
  'settlements',
  'subscriptions',
  'users',
  'withdrawals',
];

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
    {
      name: 'no-module-cycles',
      comment:
        'A loop between module folders. The modules below still form loops among themselves (issue 32): ' +
        'a module outside the list may join none, and one leaves the list once its loops are untied.',
      severity: 'error',
      scope: 'folder',
      from: {
        path: '^src/server/modules/',
        pathNot: `^src/server/modules/(${modulesInLoops.join('|')})(/|$)`,
      },
      to: { circular: true },
    },
  ],
  options: { ...options, exclude: { path: ['(^|/)dist/', '\\.test\\.tsx?$', '^test/'] } },
};
