import { remoteModuleOfPath } from './tabs';

describe('the remote module a path opens (preloaded at start-up)', () => {
  it.each([
    ['/', { remote: 'mf_dashboard', module: 'Home' }],
    ['/main', { remote: 'mf_dashboard', module: 'Home' }],
    ['/main/data', { remote: 'mf_data_economics', module: 'Data' }],
    ['/main/devices', { remote: 'mf_maintenance', module: 'Parameters' }],
    ['/dashboard/S-1', { remote: 'mf_dashboard', module: 'Dashboard' }],
    ['/map', { remote: 'mf_dashboard', module: 'MapView' }],
    ['/installer', { remote: 'mf_installer', module: 'Installer' }],
    ['/main/device-list', null],
    ['/nowhere', null],
  ])('%s -> %j', (path, expected) => {
    expect(remoteModuleOfPath(path)).toEqual(expected);
  });
});
