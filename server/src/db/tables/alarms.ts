/** Alarms and device errors (spec 3), raised and cleared by the simulator. */
export interface AlarmsTables {
  alarms: {
    alarmId: import('kysely').Generated<number>;
    deviceId: string;
    /** spec 3: device alarm codes 101-410. */
    alarmCode: number;
    /** spec 3 alarm severities: warnings, errors, criticals, safety. */
    severity: string;
    startTime: string;
    acknowledgeUser: string | null;
    acknowledgeTime: string | null;
    closedBy: string | null;
    stopTime: string | null;
    /** 1 while in the active list (spec 4: closing removes it). */
    active: number;
  };
  device_errors: {
    id: import('kysely').Generated<number>;
    deviceId: string;
    errorId: number;
    /** spec 3 error severities: Error, Disabled, Warning, Critical, Safety. */
    severity: string;
    createdAt: string;
    createdBy: string;
    closedBy: string | null;
    removedAt: string | null;
    removedBy: string | null;
  };
}
