/** What the portal shows where a value is missing (an empty cell, a property not reported): an en dash. */
export const NO_VALUE = '–';

/** A text as shown: itself, or NO_VALUE when it is missing or empty. */
export const orNoValue = (text: string | null | undefined): string => (text ? text : NO_VALUE);
