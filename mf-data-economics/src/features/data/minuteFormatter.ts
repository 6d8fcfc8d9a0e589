/** 'YYYY-MM-DD HH:mm' of an instant in a timezone, through one Intl formatter. */
export function minuteFormatter(zone: string): (time: number) => string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (time) => {
    const p: Record<string, string> = {};
    for (const part of parts.formatToParts(time)) p[part.type] = part.value;
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
  };
}
