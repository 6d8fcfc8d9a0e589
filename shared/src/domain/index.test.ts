import * as domain from './index';
import * as access from './access';
import * as alarms from './alarms';
import * as constants from './constants';
import * as dates from './dates';
import * as deviceType from './deviceType';
import * as downsample from './downsample';
import * as economics from './economics';
import * as enums from './enums';
import * as filters from './filters';
import * as firmware from './firmware';
import * as hierarchy from './hierarchy';
import * as navigation from './navigation';
import * as parameters from './parameters';
import * as polling from './polling';
import * as scheduler from './scheduler';
import * as search from './search';
import * as selection from './selection';
import * as site from './site';
import * as sort from './sort';
import * as states from './states';
import * as units from './units';
import * as user from './user';
import * as validation from './validation';
import * as visibleTree from './visibleTree';

const modules: Record<string, Record<string, unknown>> = {
  access,
  alarms,
  constants,
  dates,
  deviceType,
  downsample,
  economics,
  enums,
  filters,
  firmware,
  hierarchy,
  navigation,
  parameters,
  polling,
  scheduler,
  search,
  selection,
  site,
  sort,
  states,
  units,
  user,
  validation,
  visibleTree,
};

describe('STYLE (shared/domain): index re-exports every module, named exports only', () => {
  it.each(Object.entries(modules))('%s', (_name, module) => {
    expect(Object.keys(module)).not.toContain('default');
    for (const [key, value] of Object.entries(module)) expect((domain as Record<string, unknown>)[key]).toBe(value);
  });

  it('has no default export', () => {
    expect(Object.keys(domain)).not.toContain('default');
  });
});
