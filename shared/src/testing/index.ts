export { makeTestHost, renderWithHost } from './renderWithHost';
export { fakeResponse } from './fakeResponse';
