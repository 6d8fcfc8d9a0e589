import { memoryStorage } from '@bess/shared/testing';
import { forgetAppStorage } from './forgetAppStorage';

describe('forgetAppStorage', () => {
  it("removes the portal's own keys from every storage and leaves the others", () => {
    const session = memoryStorage({
      'bess.selection': 'S-AARHUS',
      'bess.installer.owner@demo.test': '{}',
      'msal.2.x': 'm',
    });
    const local = memoryStorage({ 'bess.theme': 'dark', other: 'kept' });
    forgetAppStorage([session, local]);
    expect(session.keys()).toEqual(['msal.2.x']);
    expect(local.keys()).toEqual(['other']);
  });
});
