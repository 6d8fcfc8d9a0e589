import { DeviceParametersSchema, FanRowSchema, ClientRowSchema } from './schemas';
import { describeValue, objectFields, schemaAtPath } from './schemaFields';

describe('the input a schema calls for', () => {
  it('reads a config row: a nullable number with its unit and range, a choice, a whole number', () => {
    expect(objectFields(FanRowSchema)).toEqual([
      { name: 'name', nullable: true, input: { kind: 'text', maxLength: 80 } },
      { name: 'speed', nullable: true, input: { kind: 'number', integer: false, min: 0, max: 100, unit: '%' } },
    ]);
    expect(objectFields(ClientRowSchema).map((f) => [f.name, f.input.kind])).toEqual([
      ['name', 'text'],
      ['protocol', 'choice'],
      ['address', 'number'],
    ]);
    expect(describeValue(schemaAtPath(ClientRowSchema, 'protocol'))).toEqual({
      nullable: true,
      input: { kind: 'choice', options: ['modbus', 'sunspec', 'canbus'] },
    });
    expect(describeValue(schemaAtPath(ClientRowSchema, 'address')).input).toMatchObject({ integer: true, min: 1 });
  });

  it('finds a field through objects, lists and their items', () => {
    expect(schemaAtPath(DeviceParametersSchema, 'device.fans.0.speed')).toBe(FanRowSchema.properties.speed);
    expect(schemaAtPath(DeviceParametersSchema, 'device.fans.speed')).toBe(FanRowSchema.properties.speed);
    expect(describeValue(schemaAtPath(DeviceParametersSchema, 'device.heaterList.0.enabled'))).toEqual({
      nullable: true,
      input: { kind: 'boolean' },
    });
    expect(schemaAtPath(DeviceParametersSchema, 'device.nothing')).toBeUndefined();
  });
});
