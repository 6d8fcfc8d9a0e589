import { commandStateOf, findSentEntry, isCommandSettled, sentCommandState, type SentCommand } from './commandState';

const sent: SentCommand = { command: 'restart', user: 'admin@demo.test', sentAt: Date.parse('2026-11-25T10:00:00Z') };
const entry = (over: Partial<{ sendDateTime: string; command: string; status: 1 | 2 | 3; user: string }>) => ({
  sendDateTime: '2026-11-25T10:00:01Z',
  command: 'restart',
  status: 1 as 1 | 2 | 3,
  payload: '{}',
  user: 'admin@demo.test',
  ...over,
});

describe('commandStateOf (spec 3: 1 waiting, 2 delivered, 3 error)', () => {
  it.each([
    [1, 'pending'],
    [2, 'delivered'],
    [3, 'failed'],
    [0, 'pending'],
  ])('status %d is %s', (status, state) => expect(commandStateOf(status)).toBe(state));
});

describe('sentCommandState', () => {
  it('is sending while the log does not hold the command', () => {
    expect(sentCommandState(undefined, sent)).toBe('sending');
    expect(sentCommandState([], sent)).toBe('sending');
  });
  it('follows the status of the matching entry: waiting, delivered, failed', () => {
    expect(sentCommandState([entry({ status: 1 })], sent)).toBe('pending');
    expect(sentCommandState([entry({ status: 2 })], sent)).toBe('delivered');
    expect(sentCommandState([entry({ status: 3 })], sent)).toBe('failed');
  });
  it('ignores other commands, other senders and entries logged well before it was sent', () => {
    const others = [
      entry({ command: 'testMode', status: 2 }),
      entry({ user: 'partner@demo.test', status: 2 }),
      entry({ sendDateTime: '2026-11-25T09:50:00Z', status: 3 }),
    ];
    expect(sentCommandState(others, sent)).toBe('sending');
  });
  it('takes the newest matching entry, name and sender compared without case', () => {
    const found = findSentEntry(
      [
        entry({ sendDateTime: '2026-11-25T10:00:01Z', status: 3 }),
        entry({ sendDateTime: '2026-11-25T10:00:09Z', status: 2, command: 'RESTART', user: 'Admin@demo.test' }),
      ],
      sent,
    );
    expect(found?.status).toBe(2);
  });
  it('a small clock skew still matches', () => {
    expect(sentCommandState([entry({ sendDateTime: '2026-11-25T09:59:30Z', status: 2 })], sent)).toBe('delivered');
  });
});

it('only delivered and failed are settled', () => {
  expect(isCommandSettled('sending')).toBe(false);
  expect(isCommandSettled('pending')).toBe(false);
  expect(isCommandSettled('delivered')).toBe(true);
  expect(isCommandSettled('failed')).toBe(true);
});
