import { shareTokenOf } from './SharedDashboardApp';

describe('spec 1: an anonymous dashboard link', () => {
  it.each([
    ['/dashboard/S-AARHUS', '?share=bess_share_abc', 'bess_share_abc'],
    ['/dashboard/G-EUROPE/', '?share=t&x=1', 't'],
    ['/dashboard/S-AARHUS', '', null],
    ['/dashboard/S-AARHUS', '?share=', null],
    ['/dashboard', '?share=t', null],
    ['/main/home', '?share=t', null],
    ['/dashboard/a/b', '?share=t', null],
  ])('%s%s carries the share token %j', (pathname, search, expected) => {
    expect(shareTokenOf({ pathname, search })).toBe(expected);
  });
});
