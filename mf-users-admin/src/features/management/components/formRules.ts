import type { Rule } from 'antd/es/form';
import type { RemoteT } from '@bess/shared';
import type { en } from '../../../i18n/en';
import type { FieldProblem } from '../managementRules';

/** An antd form rule from a pure check: the check's problem, translated, is the field's message. */
export function ruleOf<V>(t: RemoteT<typeof en>, check: (value: V) => FieldProblem | null): Rule {
  return {
    validator: (_rule, value: V) => {
      const problem = check(value);
      if (!problem) return Promise.resolve();
      // This remote's own keys need no namespace: its `t` reads its own namespace first.
      const text = problem.ns === 'error' ? t(problem.key, { ns: 'error' }) : t(problem.key);
      return Promise.reject(new Error(text));
    },
  };
}
