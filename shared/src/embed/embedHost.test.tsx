import { render, screen } from '@testing-library/react';
import { createI18n } from '../i18n/createI18n';
import { useHost } from '../host/HostProvider';
import { EmbedHost, type EmbedProps } from './embedHost';
import { fakeResponse } from '../testing/fakeResponse';

function ShowHost() {
  const { selection, user, shareToken, timezone } = useHost();
  return (
    <dl>
      <dt>selection</dt>
      <dd>{`${selection.id} ${selection.selectionType} ${selection.name}`}</dd>
      <dt>user</dt>
      <dd>{user?.userEmail ?? 'nobody'}</dd>
      <dt>share</dt>
      <dd>{shareToken ?? 'none'}</dd>
      <dt>timezone</dt>
      <dd>{timezone}</dd>
    </dl>
  );
}

const json = (body: unknown) => fakeResponse(200, body);

async function mount(props: EmbedProps) {
  const requests: string[] = [];
  window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    requests.push(`${url.pathname} ${(init?.headers as Record<string, string>)?.Authorization ?? ''}`);
    if (url.pathname === '/User') {
      return json({
        userName: 'Olivia Owner',
        userEmail: 'owner@demo.test',
        language: 'en',
        dateFormat: 'yyyy-MM-dd',
        userAccessLevelNumber: 10,
        termsNumber: 10,
        termsDate: null,
        roles: [],
      });
    }
    return json({
      groups: [],
      sites: [
        { siteId: 'S-1', siteName: 'Aarhus Harbour', timezone: 'Europe/Copenhagen', deviceIds: ['SC-000000123'] },
      ],
      devices: [{ deviceId: 'SC-000000123', siteId: 'S-1' }],
    });
  }) as typeof window.fetch;
  const i18n = await createI18n('en');
  render(
    <EmbedHost props={props} i18n={i18n} element={null}>
      <ShowHost />
    </EmbedHost>,
  );
  return requests;
}

describe('ARCHITECTURE 2: the host of an embedded module', () => {
  it('with an access token, loads the configuration and resolves the selection like the shell', async () => {
    const requests = await mount({ apiBaseUrl: 'http://api.test', accessToken: 'user-token', selectionId: 'S-1' });
    expect(await screen.findByText('S-1 SITE Aarhus Harbour')).toBeInTheDocument();
    expect(screen.getByText('owner@demo.test')).toBeInTheDocument();
    expect(screen.getByText('Europe/Copenhagen')).toBeInTheDocument();
    expect(requests).toEqual(expect.arrayContaining(['/User Bearer user-token', '/SiteGroup Bearer user-token']));
  });

  it('with a share token, asks for no configuration: the token reads one dashboard only', async () => {
    const requests = await mount({ apiBaseUrl: 'http://api.test', shareToken: 'bess_share_x', selectionId: 'S-1' });
    expect(await screen.findByText('bess_share_x')).toBeInTheDocument();
    expect(screen.getByText('nobody')).toBeInTheDocument();
    expect(screen.getByText('S-1 NONE null')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
