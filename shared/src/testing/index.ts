export { makeTestHost, renderWithHost } from './renderWithHost';
export { fakeResponse } from './fakeResponse';
export { describeTranslations, flattenTexts } from './describeTranslations';
