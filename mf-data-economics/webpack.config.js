const { createWebpackConfig } = require('@bess/shared/webpack');

// The modules this remote exposes (src/expose/<name>.tsx, `embed` the lifecycle for a partner's page): declared here,
// beside them, so a remote adds or renames one without touching shared/ (ARCHITECTURE 2).
module.exports = createWebpackConfig({ appDir: __dirname, exposes: ['Data', 'Economics', 'embed'] });
