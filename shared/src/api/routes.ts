/**
 * What the client needs of each call at run time: method, path, the meaning of a 204 and the client function it is
 * (group and action), read off ENDPOINTS, so a call is still written only there.
 *
 * Why a module of its own: ENDPOINTS carries every TypeBox schema (with TypeBox itself), and the client is part of
 * the shell's first paint, which has no room for them (tests/bench/budgets.cjs). So the browser build does not run
 * this module: it replaces it with the value of its exports, computed in Node when the build runs
 * (shared/build/buildTimeValueLoader.cjs), and the browser gets this table alone. Node (the server, jest) runs it as
 * written. A build-time value rather than a second table written by hand (or generated and checked in): nothing can
 * drift from ENDPOINTS, and there is no step to forget.
 *
 * The loader serialises the exports as JSON: this module exports plain data only.
 */
import type { NoContentKind } from './apiError';
import { ENDPOINT_LIST, type ENDPOINTS, type EndpointName, type HttpMethod } from './endpoints';

type Endpoints = typeof ENDPOINTS;

/** What the client sends one call by. */
export interface Route<N extends EndpointName = EndpointName> {
  readonly name: N;
  readonly method: HttpMethod;
  readonly path: string;
  readonly noContent?: NoContentKind;
}

/** The route of one call, with its literal method and path; `noContent` only where ENDPOINTS gives it. */
export type RouteOf<N extends EndpointName> = { readonly name: N } & Pick<Endpoints[N], 'method' | 'path'> &
  (Endpoints[N] extends { readonly noContent: infer K extends NoContentKind }
    ? { readonly noContent: K }
    : { readonly noContent?: undefined });

/** The client's groups (`sites`, `alarms`, ...), as ENDPOINTS names them. */
export type ClientGroupName = Endpoints[EndpointName]['group'];

/** The calls of one group. */
type CallsOf<G extends ClientGroupName> = {
  [N in EndpointName]: Endpoints[N]['group'] extends G ? N : never;
}[EndpointName];

/** Every call's route, by group and action. */
export type RouteTable = {
  readonly [G in ClientGroupName]: { readonly [N in CallsOf<G> as Endpoints[N]['action']]: RouteOf<N> };
};

/**
 * The route of every call of ENDPOINTS under its group and action (`ROUTES.sites.create` is createSite's), without
 * schemas. Grouped as the client is, so each call's name is written once in the browser's copy.
 */
export const ROUTES = ENDPOINT_LIST.reduce<Record<string, Record<string, Route>>>(
  (table, { name, group, action, method, path, noContent }) => {
    (table[group] ??= {})[action] = { name, method, path, ...(noContent === undefined ? {} : { noContent }) };
    return table;
  },
  {},
  // The reduce cannot carry each entry's literal types; shared/src/api/endpoints.test.ts holds the table to ENDPOINTS.
) as unknown as RouteTable;
