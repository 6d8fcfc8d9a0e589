/**
 * A time as a site's wall clock shows it, for specs that type times into the portal or read them back from the API:
 * `day` YYYY-MM-DD, `time` HH:mm, `picker` `YYYY-MM-DD HH:mm` (the event dialog's pickers).
 */
export function wallClock(instant: number | string, zone: string) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((x) => [x.type, x.value]),
  );
  const day = `${p.year}-${p.month}-${p.day}`;
  const time = `${p.hour}:${p.minute}`;
  return { day, time, picker: `${day} ${time}` };
}
