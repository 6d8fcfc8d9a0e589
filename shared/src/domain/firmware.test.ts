import { firmwareUpdatePlan, reportedBuildName, usesDirectUpdateCommand, withFirmwareTarget } from './firmware';
import type { DeviceParameters } from './types';

const params = (
  extra: Partial<{ hardwareFeature: string[]; features: string[]; inverters: DeviceParameters['inverterList'] }> = {},
): DeviceParameters => ({
  device: {
    firmwareBranch: 'RTM_old',
    firmwareBuild: '20240101.1',
    hardwareFeature: extra.hardwareFeature ?? ['Heater'],
    deviceId: 'SC-000000123',
    heaterList: [],
    clients: [],
    fans: [],
    heaterboard: [],
  },
  inverterList: extra.inverters ?? [{ json: 'old.json', maxPower: 40 }],
  site: { features: (extra.features ?? ['Basic']) as DeviceParameters['site']['features'] },
  control: { pidKI: 0.5, peakShavingGridImportLimit: 10, peakShavingGridExportLimit: null },
});

describe('spec 7 and 9: firmware update sets the target parameters', () => {
  it('sets branch, build, inverter json and pidKI; adds RecalculateSOC and Cluster', () => {
    const input = params();
    const out = withFirmwareTarget(input);
    expect(out.device).toMatchObject({
      firmwareBranch: 'RTM_main',
      firmwareBuild: '20251013.1',
      hardwareFeature: ['Heater', 'RecalculateSOC'],
    });
    expect(out.inverterList).toEqual([{ json: 'luxpowertek_3.0.0.json', maxPower: 40 }]);
    expect(out.site.features).toEqual(['Basic', 'Cluster']);
    expect(out.control).toEqual({ pidKI: 0.15, peakShavingGridImportLimit: 10, peakShavingGridExportLimit: null });
    expect(input.device.hardwareFeature).toEqual(['Heater']);
    expect(input.control.pidKI).toBe(0.5);
  });

  it.each([
    [['RecalculateSOC'], ['Cluster'], ['RecalculateSOC'], ['Cluster']],
    [[], [], ['RecalculateSOC'], ['Cluster']],
    [
      ['A', 'RecalculateSOC'],
      ['Basic', 'Cluster'],
      ['A', 'RecalculateSOC'],
      ['Basic', 'Cluster'],
    ],
  ])('hardware %p, site %p -> %p, %p (not duplicated)', (hardwareFeature, features, hw, site) => {
    const out = withFirmwareTarget(params({ hardwareFeature, features }));
    expect(out.device.hardwareFeature).toEqual(hw);
    expect(out.site.features).toEqual(site);
  });

  it.each([
    [[], [{ json: 'luxpowertek_3.0.0.json', maxPower: null }]],
    [
      [
        { json: null, maxPower: 10 },
        { json: 'x.json', maxPower: null },
      ],
      [
        { json: 'luxpowertek_3.0.0.json', maxPower: 10 },
        { json: 'luxpowertek_3.0.0.json', maxPower: null },
      ],
    ],
  ])('inverters %p -> %p', (inverters, expected) => {
    expect(withFirmwareTarget(params({ inverters })).inverterList).toEqual(expected);
  });
});

describe('spec 7 and 9: the second call depends on the reported build', () => {
  it.each([
    ['RTM_main_20250623.3', true],
    ['RTM_main_20250604.2', true],
    ['RTM_main_20251002.1', true],
    ['RTM_main_20251008.3', true],
    ['RTM_main_20251009.1', true],
    ['RTM_main_20251013.1', true],
    ['20251009.1', true],
    [' RTM_main_20250623.3 ', true],
    ['RTM_main_20250101.1', false],
    ['RTM_dev_20250623.3', false],
    ['', false],
    [null, false],
  ])('reported %p uses the direct command: %p', (reported, expected) => {
    expect(usesDirectUpdateCommand(reported)).toBe(expected);
  });

  it('plans PUT /parameters then POST /devices/{id}/commands/update/software for a listed build', () => {
    const plan = firmwareUpdatePlan(params(), 'RTM_main_20251002.1');
    expect(plan.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /parameters',
      'POST /devices/SC-000000123/commands/update/software',
    ]);
    expect(plan[0]?.body).toEqual(withFirmwareTarget(params()));
    expect(plan[1]?.body).toEqual({ firmwareBranch: 'RTM_main', firmwareBuild: '20251013.1' });
  });

  it('plans PUT /parameters then PUT /UpdateDevice for any other build', () => {
    const plan = firmwareUpdatePlan(params(), 'RTM_main_20240101.1');
    expect(plan.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /parameters', 'PUT /UpdateDevice']);
    expect(plan[1]?.body).toEqual({ DeviceId: 'SC-000000123' });
  });

  it('names a reported build', () => {
    expect(reportedBuildName('RTM_main', '20250623.3')).toBe('RTM_main_20250623.3');
  });
});
