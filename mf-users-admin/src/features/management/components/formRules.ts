import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { FieldProblem } from '../managementRules';

/** An antd form rule from a pure check: the check's problem, translated, is the field's message. */
export function ruleOf<V>(t: TFunction, check: (value: V) => FieldProblem | null): Rule {
  return {
    validator: (_rule, value: V) => {
      const problem = check(value);
      return problem ? Promise.reject(new Error(t(problem.key, { ns: problem.ns }))) : Promise.resolve();
    },
  };
}
