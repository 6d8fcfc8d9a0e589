import { API_URL } from './api';

/** An answer of the API: its status and its body (parsed when it is JSON). */
export interface ApiAnswer<T = unknown> {
  status: number;
  json: T;
  text: string;
}

/**
 * The API as one signed-in user calls it: a real access token the provider issued (the set-up project's sign-in of a
 * demo account, or a token a test read from its page). For what a test makes or checks beside the page.
 */
export class ApiClient {
  constructor(
    readonly token: string,
    private readonly baseUrl: string = API_URL,
  ) {}

  /** Any call: the answer whatever its status. */
  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      // not JSON: the text is the answer
    }
    return { status: response.status, json: json as T, text };
  }

  /** A call that must succeed (2xx): its body. */
  async ok<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.call<T>(method, path, body);
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
    return answer.json;
  }
}
