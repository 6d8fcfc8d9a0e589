import { LANGUAGES, createI18n, ensureRemoteNamespace } from '@bess/shared';
import { CLIENT_PROTOCOLS, describeValue, inputSchemaOf } from '@bess/shared/contract';
import { TEXTS, type useTexts } from '../../i18n';
import { choiceText, fieldOfPath } from './choiceText';

type Translate = ReturnType<typeof useTexts>['t'];

/** Every field of the schema (through objects, nullable members and array items) whose input is a choice. */
function choiceFields(schema: unknown): { field: string; options: readonly (string | number)[] }[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as { properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[] };
  const inner = [...(node.anyOf ?? []), ...(node.items ? [node.items] : [])].flatMap(choiceFields);
  const own = Object.entries(node.properties ?? {}).flatMap(([field, value]) => {
    const { input } = describeValue(value);
    return input.kind === 'choice' ? [{ field, options: input.options }] : choiceFields(value);
  });
  return [...own, ...inner];
}

async function translatorOf(language: (typeof LANGUAGES)[number]): Promise<Translate> {
  const i18n = await createI18n(language);
  await ensureRemoteNamespace(i18n, TEXTS, language);
  return i18n.getFixedT(language, [TEXTS.ns, 'translation']) as unknown as Translate;
}

test('the parameters have choices, among them the client protocols', () => {
  expect(choiceFields(inputSchemaOf('updateParameters'))).toContainEqual({
    field: 'protocol',
    options: CLIENT_PROTOCOLS,
  });
});

test.each(LANGUAGES)('in %s every choice of the parameters reads in words, not as its wire value', async (language) => {
  const t = await translatorOf(language);
  for (const { field, options } of choiceFields(inputSchemaOf('updateParameters'))) {
    for (const option of options) {
      expect({ field, option, raw: choiceText(field, option, t) === String(option) }).toEqual({
        field,
        option,
        raw: false,
      });
    }
  }
});

test.each(LANGUAGES)('in %s the protocols keep their product names', async (language) => {
  const t = await translatorOf(language);
  expect(CLIENT_PROTOCOLS.map((protocol) => choiceText('protocol', protocol, t))).toEqual([
    'Modbus',
    'SunSpec',
    'CAN bus',
  ]);
});

test('a value without words shows as it is; a path names its last field', async () => {
  const t = await translatorOf('en');
  expect(choiceText('protocol', 'profibus', t)).toBe('profibus');
  expect(choiceText('name', 'modbus', t)).toBe('modbus');
  expect(fieldOfPath('device.clients.0.protocol')).toBe('protocol');
  expect(fieldOfPath('pidKI')).toBe('pidKI');
});
