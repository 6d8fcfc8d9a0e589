import type { Wire } from '@bess/shared';
import type { useTexts } from '../../i18n';

type Translate = ReturnType<typeof useTexts>['t'];
type Protocol = NonNullable<Wire.ClientRow['protocol']>;

/**
 * The words of each client protocol. Typed by the schema's protocols, so a protocol added to the schema without its
 * words fails the typecheck rather than reaching a user as its wire value.
 */
const PROTOCOL_TEXTS = {
  modbus: (t) => t('parameters.choices.protocol.modbus'),
  sunspec: (t) => t('parameters.choices.protocol.sunspec'),
  canbus: (t) => t('parameters.choices.protocol.canbus'),
} as const satisfies Record<Protocol, (t: Translate) => string>;

/**
 * A choice of the parameter editor in words (a client's protocol: "SunSpec" for `sunspec`). The value stays the wire
 * value; only what the user reads changes. A value the portal has no words for shows as it is.
 */
export function choiceText(field: string, option: string | number, t: Translate): string {
  if (field === 'protocol' && typeof option === 'string' && Object.hasOwn(PROTOCOL_TEXTS, option))
    return PROTOCOL_TEXTS[option as Protocol](t);
  return String(option);
}

/** The field a value's path ends in (`device.clients.0.protocol` is `protocol`). */
export function fieldOfPath(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1);
}
