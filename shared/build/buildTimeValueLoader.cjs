// Replaces a module by the value of its exports, computed when the build runs: webpack compiles the module (with the
// build's own rules) and runs it in Node, and the browser gets only the resulting data, not the module nor what it
// imports. shared/src/api/routes.ts is built so: it reads the client's route table off ENDPOINTS, whose TypeBox
// schemas must not reach the shell's first paint (see there).
//
// Only data survives: every export must be JSON (a function, a class or an undefined field would be lost, so the
// build fails on one).
const { isDeepStrictEqual } = require('node:util');

/** The query that asks for the module as written, for the evaluation itself (the rule for this loader skips it). */
const AS_WRITTEN = '?as-written';

/** Emits `export const name = <JSON>;` for each export of the module as evaluated in Node. */
module.exports = async function buildTimeValueLoader() {
  const exported = await this.importModule(`${this.resourcePath}${AS_WRITTEN}`);
  const lines = Object.entries(exported).map(([name, value]) => {
    const json = JSON.stringify(value);
    if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value)) {
      throw new Error(`${this.resourcePath}: export ${name} is not plain data, so it cannot be computed at build time`);
    }
    return `export const ${name} = ${json};`;
  });
  return lines.join('\n');
};

module.exports.AS_WRITTEN = AS_WRITTEN;
