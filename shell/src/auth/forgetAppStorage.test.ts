import { forgetAppStorage } from './forgetAppStorage';

/** A Storage over a Map, as the browser's behaves for these calls. */
function memoryStorage(entries: Record<string, string>): Storage & { keys(): string[] } {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
    keys: () => [...map.keys()],
  };
}

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
