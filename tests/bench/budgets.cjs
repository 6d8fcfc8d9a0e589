// The byte budgets of the portal, in gzip KB, so that what a phone user waits for does not grow unnoticed.
// tests/e2e/budgets.spec.ts fails `npm test` when a figure is over its budget, and `npm run bench` prints each figure
// beside it. Each budget sits just above its measured figure (docs/performance.md has the figures): raise one only
// with a reason written there.
module.exports = {
  /**
   * The shell's JS + CSS fetched before its layout (the top bar) first paints: 210.9 KB measured, with react-router-dom
   * shared as only the names the portal uses. 211: the side menu's state icons read their colours from shared's one
   * table, so that every tab shows a state in the same colour. 212 (211.0 measured): shared's `lazyPart`, the part of
   * a page fetched ahead of its first draw, is in the shell's copy of shared, which every remote uses.
   */
  shellFirstPaintKb: 212,
  /**
   * All the JavaScript a cold reload of the signed-in home fetches before its live values are on screen: 386.8 KB
   * measured. It stays that small because the home brings neither antd's Card (with Tabs, Menu, Form, Skeleton), its
   * Modal nor its Typography (with Input and antd's form code below it); the shell fetches the language and terms
   * dialogs (and their antd components) only for a user who has one to answer; a reload goes on from the tab's kept
   * session without MSAL; and react-router comes as only the names used.
   */
  homeJavaScriptKb: 392,
  /**
   * Each tab on a phone (tests/e2e/budgets.spec.ts names the account and what shows its content): all the JavaScript a
   * cold reload fetches before the tab's own title is in the page, its figure (in the comment) plus 3 KB. A chart's
   * code (about 260 KB) is asked for once the chart's data has come, so it is not counted: it has its own figure.
   */
  tabFirstPaintKb: {
    data: 431, // 427.2
    economics: 441, // 437.8
    schedule: 575, // 571.3
    backup: 553, // 549.2
    users: 579, // 575.9
    overview: 589, // 585.6
    maintenance: 590, // 586.7
    parameters: 680, // 676.7
    rollouts: 611, // 608.0
    management: 656, // 652.5
    installer: 476, // 472.1
  },
  /**
   * An exposed module's own code, loaded with it (not lazily), by remote and module of the registry
   * (shared/federation.json; tests/unit/remoteRegistry.test.ts refuses a key it does not expose); `default` for a new
   * one. Each is its figure (in the comment) plus 5 KB: room for a feature's ordinary growth, none for a library pulled
   * in whole.
   */
  exposedModuleKb: {
    default: 60,
    'mf_dashboard ./Home': 16, // 10.1
    'mf_dashboard ./Overview': 14, // 8.1
    'mf_dashboard ./Dashboard': 13, // 7.2
    'mf_dashboard ./MapView': 56, // 50.9
    'mf_dashboard ./embed': 73, // 67.5
    'mf_data_economics ./Data': 12, // 7.0
    'mf_data_economics ./Economics': 12, // 6.0
    'mf_data_economics ./embed': 17, // 11.3
    // English comes with a remote's module: the replay view's texts (1.5 KB) are in it, its code loads when opened.
    'mf_schedule_policies ./Schedule': 15, // 13.5
    'mf_schedule_policies ./embed': 15, // 13.6
    'mf_maintenance ./Maintenance': 16, // 10.6
    'mf_maintenance ./Backup': 13, // 7.2
    // The row editors draw a card per row on a phone (every field under its label) beside the table of a desktop.
    'mf_maintenance ./Parameters': 18, // 13.1
    'mf_maintenance ./Rollouts': 14, // 8.9
    // The embed holds every module of the remote, the firmware rollouts' history, preview and progress too.
    'mf_maintenance ./embed': 30, // 24.3
    'mf_users_admin ./Users': 11, // 5.2
    'mf_users_admin ./Management': 13, // 7.0
    'mf_users_admin ./AdminPanel': 10, // 4.6
    'mf_users_admin ./AuditLog': 9, // 3.0
    // The embed holds every module of the remote: users with the grants inherited from groups above, management, and
    // the admin panel's tabs, each grown since 14.0.
    'mf_users_admin ./embed': 24, // 19.1
    'mf_installer ./Installer': 13, // 7.4
    'mf_installer ./embed': 13, // 7.4
  },
};
