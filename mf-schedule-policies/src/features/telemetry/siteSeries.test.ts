import { combineSeries } from './siteSeries';

describe('combineSeries: the site from its batteries', () => {
  it('sums grid power and weights the state of charge by capacity, in time order', () => {
    const t1 = '2026-11-23T10:00:00.000Z';
    const t2 = '2026-11-23T10:15:00.000Z';
    expect(
      combineSeries([
        {
          capacity: 10,
          rows: [
            { utctime: t2, grid: 1, stateOfCharge: 50 },
            { utctime: t1, grid: 2, stateOfCharge: 40 },
          ],
        },
        {
          capacity: 30,
          rows: [
            { utctime: t2, grid: -0.5, stateOfCharge: 90 },
            { utctime: 'nonsense', grid: 9 },
          ],
        },
      ]),
    ).toEqual([
      { time: Date.parse(t1), grid: 2, stateOfCharge: 40 },
      { time: Date.parse(t2), grid: 0.5, stateOfCharge: 80 },
    ]);
  });
  it('no rows: no points', () => {
    expect(combineSeries([{ capacity: 10, rows: [] }])).toEqual([]);
  });
});
