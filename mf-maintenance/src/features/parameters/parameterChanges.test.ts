import { parameterChanges } from './parameterChanges';

const before = {
  device: {
    deviceId: 'SC-000000123',
    hardwareFeature: ['Heater'],
    fans: [
      { name: 'Fan 1', speed: 50 },
      { name: 'Fan 2', speed: 50 },
    ],
    heaterList: [{ name: 'Heater 1', setpoint: 5, enabled: true }],
  },
  control: { pidKI: 0.1, peakShavingGridImportLimit: 40 },
};

describe('the changes an edit of the parameters makes', () => {
  it('lists nothing for an unchanged object', () => {
    expect(parameterChanges(before, structuredClone(before))).toEqual([]);
  });

  it('lists a changed number, a switched flag, a cleared value and a list of features, each once', () => {
    const after = structuredClone(before);
    after.device.fans[0]!.speed = 60;
    after.device.heaterList[0]!.enabled = false;
    after.control.peakShavingGridImportLimit = null as unknown as number;
    after.device.hardwareFeature = ['Heater', 'RecalculateSOC'];
    expect(parameterChanges(before, after)).toEqual([
      { path: 'device.hardwareFeature', before: ['Heater'], after: ['Heater', 'RecalculateSOC'] },
      { path: 'device.fans.0.speed', before: 50, after: 60 },
      { path: 'device.heaterList.0.enabled', before: true, after: false },
      { path: 'control.peakShavingGridImportLimit', before: 40, after: null },
    ]);
  });

  it('lists an added and a removed row as whole rows', () => {
    const added = structuredClone(before);
    added.device.heaterList.push({
      name: null as unknown as string,
      setpoint: null as unknown as number,
      enabled: null as unknown as boolean,
    });
    expect(parameterChanges(before, added)).toEqual([
      { path: 'device.heaterList.1', before: undefined, after: { name: null, setpoint: null, enabled: null } },
    ]);
    const removed = structuredClone(before);
    removed.device.fans.pop();
    expect(parameterChanges(before, removed)).toEqual([
      { path: 'device.fans.1', before: { name: 'Fan 2', speed: 50 }, after: undefined },
    ]);
  });
});
