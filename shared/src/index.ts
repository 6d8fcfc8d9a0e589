// @bess/shared: the contract between the shell, the remotes and the server. Stateless.
export * from './domain';
export * from './api';
export * from './query';
export * from './host';
export * from './i18n';
export * from './embed';
export * from './ui';
export * from './federation';
export * from './scheduling';
