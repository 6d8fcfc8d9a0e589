/**
 * A telemetry signal's name in the interface language with its unit, e.g. 'Forbrug (kW)' for `consumption`: the data
 * tab shows no wire names. A signal this remote does not know yet (the server offers its columns) keeps its wire name.
 */
export function signalName(t: (key: string, options: { defaultValue: string }) => string, signal: string): string {
  return t(`data.signalNames.${signal}`, { defaultValue: signal });
}
