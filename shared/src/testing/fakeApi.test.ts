import { ApiError } from '../api/apiError';
import { fakeApi, networkDown, reply } from './fakeApi';

describe('fakeApi: handlers from ENDPOINTS', () => {
  it('answers a declared endpoint through the real client and records the call with its typed input', async () => {
    const api = fakeApi({ getGroupStatus: { data: {}, messageCenter: null } });
    await expect(api.client.status.groups({ siteGroupIds: ['G-1', 'G-2'] })).resolves.toEqual({
      data: {},
      messageCenter: null,
    });
    expect(api.calls('getGroupStatus').map((r) => r.input)).toEqual([{ siteGroupIds: ['G-1', 'G-2'] }]);
    expect(api.calls('getGroupStatus')[0]?.authorization).toBe('Bearer test-token');
  });

  it('gives a handler the path params, query and body as one input, and sends its answer', async () => {
    const api = fakeApi({
      getControlSource: ({ input }) => ({ access: input.id === 'S-1' ? 1 : 0 }),
      updatePrice: ({ input }) => (input.siteId === 'S-1' ? undefined! : reply(403, { message: 'No' })),
    });
    await expect(api.client.controlSource.get({ id: 'S-1' })).resolves.toEqual({ access: 1 });
    await expect(api.client.controlSource.get({ id: 'S-2' })).resolves.toEqual({ access: 0 });
    expect(api.calls('getControlSource').map((r) => r.path)).toEqual([
      '/v2/sites/S-1/controlsource',
      '/v2/sites/S-2/controlsource',
    ]);
  });

  it('answers a 204 endpoint with no content, and a reply() with its status and body', async () => {
    const api = fakeApi({
      deleteControllableLoad: '',
      getActiveAlarms: reply(500, { statusCode: 500, message: 'Broken' }),
    });
    await expect(api.client.controllableLoads.remove({ id: 'L-1', siteId: 'S-1' })).resolves.toBe('');
    const failure = await api.client.alarms.active().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(500);
  });

  it('fails the call as a lost connection when a handler throws networkDown()', async () => {
    const api = fakeApi({ getActiveAlarms: () => networkDown() });
    const failure = await api.client.alarms.active().catch((error: unknown) => error);
    expect((failure as ApiError).i18nKey).toBe('connection');
  });

  it('refuses, with the reason, a call the test did not declare', async () => {
    const api = fakeApi({});
    await expect(api.client.alarms.active()).rejects.toBeInstanceOf(ApiError);
    expect(api.takeRefusals()).toEqual([
      'getActiveAlarms (GET /ActiveAlarms) was called, but the test declared no answer for it',
    ]);
  });

  it('refuses a body that breaks the endpoint request schema, and a query that does', async () => {
    const api = fakeApi({ getSiteStatus: { data: {} }, getEvents: { events: [] } });
    // @ts-expect-error -- a wrong body on purpose: ids must be a list
    await expect(api.client.status.sites({ ids: 'S-1' })).rejects.toBeInstanceOf(ApiError);
    await expect(api.client.schedule.events({ siteId: 'S-1', fromTimeStamp: 'yesterday' })).rejects.toBeInstanceOf(
      ApiError,
    );
    const refusals = api.takeRefusals();
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toMatch(/^getSiteStatus: the body breaks the endpoint's schema \(\/ids .*\): \{"ids":"S-1"\}$/);
    expect(refusals[1]).toMatch(/^getEvents: the query breaks the endpoint's schema \(\/fromTimeStamp /);
  });

  it('refuses a request to no endpoint at all', async () => {
    const api = fakeApi({});
    await expect(api.fetch('http://api.test/Nowhere', { method: 'GET' })).rejects.toThrow(
      'GET /Nowhere is no endpoint of ENDPOINTS, nor declared outside them',
    );
    expect(api.takeRefusals()).toHaveLength(1);
  });

  it('answers a request outside ENDPOINTS that the test declared', async () => {
    const api = fakeApi({}, { outside: { 'GET /': reply(200) } });
    await expect(api.fetch('http://api.test/', { method: 'GET' })).resolves.toMatchObject({ status: 200 });
    expect(api.refused).toEqual([]);
  });

  it('lets a test replace an answer, and wait before answering', async () => {
    const api = fakeApi({ getActiveAlarms: { currentAlarms: [] } });
    const alarm = { deviceId: 'SC-000000001' } as never;
    let release: (() => void) | undefined;
    api.on('getActiveAlarms', () => new Promise((resolve) => (release = () => resolve({ currentAlarms: [alarm] }))));
    let answered = false;
    const pending = api.client.alarms.active().finally(() => (answered = true));
    while (!release) await new Promise((resolve) => setTimeout(resolve, 1));
    expect(answered).toBe(false);
    release();
    await expect(pending).resolves.toEqual({ currentAlarms: [alarm] });
  });
});
