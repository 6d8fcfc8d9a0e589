import { sharedLinkOf } from './SharedDashboardApp';

describe('spec 1: an anonymous dashboard link', () => {
  it.each([
    ['/dashboard/S-AARHUS', '?share=bess_share_abc', { id: 'S-AARHUS', shareToken: 'bess_share_abc' }],
    ['/dashboard/G-EUROPE/', '?share=t&x=1', { id: 'G-EUROPE', shareToken: 't' }],
    ['/dashboard/S%20ONE', '?share=t', { id: 'S ONE', shareToken: 't' }],
    ['/dashboard/S%E0%A4%A', '?share=t', { id: 'S%E0%A4%A', shareToken: 't' }],
    ['/dashboard/S-AARHUS', '', null],
    ['/dashboard/S-AARHUS', '?share=', null],
    ['/dashboard', '?share=t', null],
    ['/main/home', '?share=t', null],
    ['/dashboard/a/b', '?share=t', null],
  ])('%s%s is the link %j', (pathname, search, expected) => {
    expect(sharedLinkOf({ pathname, search })).toEqual(expected);
  });
});
