export default async function globalTeardown() {
  await globalThis.__BESS_API__?.stop();
}
