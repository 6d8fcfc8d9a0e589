/**
 * @bess/shared/forms: what every form that writes uses: the API's check of an input (its schema and rules, in a chunk
 * of its own), the refused fields shown beside their fields, the inputs a schema calls for. A Module Federation
 * singleton of its own, apart from @bess/shared, so that none of it is fetched before a page with a form needs it.
 */
export {
  checkBeforeSending,
  refusedFields,
  samePath,
  showFieldErrors,
  useFieldErrorText,
  type FieldNameOf,
} from './formCheck';
export { FormProblems } from './FormProblems';
export { readNumberInput } from './numberInput';
export { isRequiredField, type RequiredOptions } from './requiredFields';
export { preloadInputCheck, useInputCheck, type InputCheck } from './useInputCheck';
export { useSchemaForm, type EndpointCall, type SchemaForm } from './useSchemaForm';
export { describeValue, objectFields, schemaAtPath, type FieldInput, type SchemaField } from '../api/schemaFields';
