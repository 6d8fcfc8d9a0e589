/** A Storage over a Map, behaving as the browser's does for these calls; `keys()` lists what is in it, in order. */
export function memoryStorage(entries: Record<string, string> = {}): Storage & { keys(): string[] } {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    keys: () => [...items.keys()],
  };
}
