import { IsSchema, type TSchema } from 'typebox';
import { createApiClient } from './client';
import { ENDPOINT_LIST, ENDPOINTS, type EndpointName } from './endpoints';
import { ROUTES } from './routes';
import { NoContentSchema } from './schemas';

const names = Object.keys(ENDPOINTS) as EndpointName[];
const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
const propertyNames = (schema: TSchema | undefined) =>
  Object.keys((schema as { properties?: object } | undefined)?.properties ?? {}).sort();

describe('ENDPOINTS', () => {
  test('each entry carries its own name, and the list holds them all', () => {
    for (const name of names) expect(ENDPOINTS[name].name).toBe(name);
    expect(ENDPOINT_LIST.map((e) => e.name).sort()).toEqual([...names].sort());
  });

  test('method + path is unique', () => {
    const keys = ENDPOINT_LIST.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test.each(ENDPOINT_LIST.map((e) => [e.name, e] as const))('%s: schemas fit the method and the path', (_name, e) => {
    expect(e.path.startsWith('/')).toBe(true);
    expect(IsSchema(e.response)).toBe(true);
    // Path params are exactly the {names} in the path.
    expect(propertyNames(e.params)).toEqual(pathParams(e.path).sort());
    // GET carries a query and no body; POST, PUT, DELETE carry a JSON body (spec 7) and no query.
    if (e.method === 'GET') expect(e.body).toBeUndefined();
    else {
      expect(e.query).toBeUndefined();
      expect(IsSchema(e.body)).toBe(true);
    }
    // ARCHITECTURE 5: additionalProperties false on every input.
    for (const input of [e.params, e.query, e.body].filter((s): s is TSchema => s !== undefined)) {
      expect(IsSchema(input)).toBe(true);
      expect(input).toMatchObject({ type: 'object', additionalProperties: false });
    }
    // A 204 call answers text; a call whose 204 means something answers JSON otherwise.
    if (e.status === 204) {
      expect(e.response).toBe(NoContentSchema);
      expect(e.noContent).toBeUndefined();
    } else expect(e.response).not.toBe(NoContentSchema);
  });

  test('keeps the spec 7 spellings and casing', () => {
    const paths = new Set(ENDPOINT_LIST.map((e) => `${e.method} ${e.path}`));
    for (const expected of [
      'GET /v2/sites/{id}/controlsource',
      'GET /messagecenter2',
      'POST /sitestatus',
      'POST /devicestatus',
      'GET /auditLog',
      'GET /user/{email}/clientId',
      'GET /User/{email}',
      'GET /MetaData',
      'GET /TestDocument/exist',
      'PUT /BmsFileConvert',
      'POST /devices/{id}/commands/update/software',
      'PUT /UpdateDevice',
      'GET /GetSupplyStatistics/group',
      'GET /economics/group',
    ])
      expect(paths).toContain(expected);
    expect(propertyNames(ENDPOINTS.getTestDocumentsExist.response)).toEqual(['avaliableDocuments']);
    expect(propertyNames(ENDPOINTS.updateDevice.body)).toEqual(['DeviceId']);
    expect(propertyNames(ENDPOINTS.getDataSummary.query)).toContain('CalculateConsumptionNeeded');
  });

  test('the calls not in spec section 7 are marked designed', () => {
    const designed = ENDPOINT_LIST.filter((e) => e.designed).map((e) => `${e.method} ${e.path}`);
    expect(designed).toEqual(
      expect.arrayContaining([
        'GET /groupStatus',
        'PUT /UpdateDeviceWithPartner',
        'POST /command/restart',
        'POST /command/rebootSiteController',
        'POST /command/testMode',
        'POST /command/testModeRelease',
        'POST /MeterSetup',
        'GET /MeterSetup',
        'GET /Policy',
        'PUT /Policy',
        'GET /ControllableLoad',
        'DELETE /ControllableLoad',
        'GET /BackupSettings',
        'PUT /BackupSettings',
        'GET /DashboardSharing',
        'PUT /DashboardSharing',
        'GET /Dashboard/{id}',
        'GET /command/testMode/limit',
        'GET /SitePlan',
      ]),
    );
    expect(ENDPOINTS.getSiteStatus).not.toHaveProperty('designed');
  });
});

describe('the client is made from ENDPOINTS', () => {
  test('ROUTES holds every call under its group and action, with its method, path and 204 meaning', () => {
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    const routes = Object.entries(ROUTES).flatMap(([group, actions]) =>
      Object.entries(actions).map(([action, route]) => ({ group, action, ...route })),
    );
    const expected = ENDPOINT_LIST.map(({ name, group, action, method, path, noContent }) => ({
      group,
      action,
      name,
      method,
      path,
      ...(noContent ? { noContent } : {}),
    }));
    expect(routes.sort(byName)).toEqual(expected.sort(byName));
  });

  test('each client function sends one call, and its name is free', () => {
    const functions = ENDPOINT_LIST.map((e) => `${e.group}.${e.action}`);
    expect(new Set(functions).size).toBe(functions.length);
    // The client adds these itself (telemetry.download is a call of ENDPOINTS it sends without a token).
    for (const added of ['telemetry.series', 'files.upload']) expect(functions).not.toContain(added);
    expect(ENDPOINT_LIST.map((e) => e.group)).not.toContain('call');
  });

  test('every call is reachable through a grouped client function', async () => {
    const seen = new Set<string>();
    const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.add(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return Response.json({});
    });
    const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => 't', fetch: fetchMock });
    const params = { id: 'ID', email: 'E' };
    for (const [group, functions] of Object.entries(api)) {
      if (typeof functions !== 'object') continue;
      for (const [fn, f] of Object.entries(functions as Record<string, (...args: unknown[]) => Promise<unknown>>)) {
        if (`${group}.${fn}` === 'files.upload') continue;
        await f({ ...params, resolution: fn === 'raw' ? 0 : 1 });
      }
    }
    const missing = ENDPOINT_LIST.filter(
      (e) => !seen.has(`${e.method} ${e.path.replace('{id}', params.id).replace('{email}', params.email)}`),
    ).map((e) => e.name);
    expect(missing).toEqual([]);
  });
});
