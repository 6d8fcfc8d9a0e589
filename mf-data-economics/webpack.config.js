const { createWebpackConfig } = require('@bess/shared/webpack');

module.exports = createWebpackConfig({ appDir: __dirname });
