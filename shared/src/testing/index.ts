export { makeTestHost, renderWithHost } from './renderWithHost';
