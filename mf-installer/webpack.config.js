const { createWebpackConfig } = require('@bess/shared/webpack');

// The modules this remote exposes (src/expose/<name>.tsx, `embed` the lifecycle for a partner's page) and its port
// are its entry of shared/federation.json, the registry the shell's typed module names come from (ARCHITECTURE 2).
module.exports = createWebpackConfig({ appDir: __dirname });
