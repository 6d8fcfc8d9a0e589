import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { loadConfig } from './config';

describe('loadConfig(env) reads the environment it is given, and nothing else', () => {
  const saved = { PORT: process.env.PORT, IDP_PORT: process.env.IDP_PORT, FLEET_SEED: process.env.FLEET_SEED };
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('takes the numbers from the given env', () => {
    const config = loadConfig({ PORT: '3100', IDP_PORT: '4500', FLEET_SEED: '7', LOG_LEVEL: 'warn' });
    assert.equal(config.port, 3100);
    assert.equal(config.idpPort, 4500);
    assert.equal(config.issuer, 'https://localhost:4500');
    assert.equal(config.publicUrl, 'http://localhost:3100');
    assert.equal(config.seed, 7);
    assert.equal(config.logLevel, 'warn');
    assert.equal(config.checkAnswers, true);
    assert.equal(loadConfig({ NODE_ENV: 'production' }).checkAnswers, false);
    assert.equal(loadConfig({ NODE_ENV: 'production', CHECK_ANSWERS: '1' }).checkAnswers, true);
    assert.equal(loadConfig({ CHECK_ANSWERS: '0' }).checkAnswers, false);
  });

  it("ignores the process's environment when given another", () => {
    process.env.PORT = '3999';
    process.env.IDP_PORT = '4999';
    process.env.FLEET_SEED = '99';
    const config = loadConfig({});
    assert.equal(config.port, 3000);
    assert.equal(config.idpPort, 4443);
    assert.equal(config.seed, 20261122);
    assert.equal(config.logLevel, 'info');
  });

  it('gives tokens an hour unless IDP_ACCESS_TOKEN_TTL_S sets a shorter life (tests of renewal)', () => {
    assert.equal(loadConfig({}).idpAccessTokenTtlS, 3600);
    assert.equal(loadConfig({ IDP_ACCESS_TOKEN_TTL_S: '20' }).idpAccessTokenTtlS, 20);
    assert.throws(() => loadConfig({ IDP_ACCESS_TOKEN_TTL_S: '-5' }), /IDP_ACCESS_TOKEN_TTL_S must be a whole number/);
  });

  it('refuses a number that is not one, naming the variable', () => {
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT must be a whole number, got "eighty"/);
  });
});
