export { makeTestHost, renderWithHost } from './renderWithHost';
export { fakeResponse } from './fakeResponse';
export { memoryStorage } from './memoryStorage';
export { mediaQueryList, screenOfWidth } from './mediaQuery';
export { describeTranslations, flattenTexts } from './describeTranslations';
export {
  endpointAt,
  fakeApi,
  networkDown,
  reply,
  FakeApiRefusal,
  FakeReply,
  type FakeAnswer,
  type FakeApi,
  type FakeHandler,
  type FakeHandlers,
  type FakeRequest,
} from './fakeApi';
export { renderRemote, type RenderRemoteOptions, type TestRoute } from './renderRemote';
export { testUser, type TestUserOptions } from './testUser';
export { SPEC_TABS } from './specTabs';
