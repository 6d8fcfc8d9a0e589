/**
 * A fetch answer for tests that fake the API at the fetch level: the status, and the body as JSON text (none when
 * undefined, as a 204 has none). Never used by production code.
 */
export function fakeResponse(status: number, body?: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  } as Response;
}
