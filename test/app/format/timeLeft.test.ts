import { formatTimeLeft } from '@app/format/timeLeft';

const NOW = new Date('2030-01-02T10:00:00.000Z');
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const after = (ms: number) => new Date(NOW.getTime() + ms);

describe('formatTimeLeft', () => {
  it.each([
    [7 * DAY, '7 days'],
    [5 * DAY - MINUTE, '4 days 23 hours'],
    [3 * DAY - 1, '2 days 23 hours'],
    [2 * DAY + 23 * HOUR + 59 * MINUTE, '2 days 23 hours'],
    [2 * DAY + 30 * MINUTE, '2 days'],
    [DAY + HOUR, '1 day 1 hour'],
    [DAY, '1 day'],
    [DAY - 1, '23 hours 59 minutes'],
    [5 * HOUR + 59 * MINUTE + 59_000, '5 hours 59 minutes'],
    [HOUR + MINUTE, '1 hour 1 minute'],
    [HOUR, '1 hour'],
    [59 * MINUTE + 59_000, '59 minutes'],
    [MINUTE, '1 minute'],
    [400 * DAY, '400 days'],
  ])('says %i ms as "%s": the largest whole unit and the next, each rounded down', (left, text) => {
    expect(formatTimeLeft(after(left), NOW)).toBe(text);
  });

  it('never says fewer whole days than remain without the hours, nor more time than is left', () => {
    for (let left = MINUTE; left <= 7 * DAY; left += 17 * MINUTE + 13_000) {
      const text = formatTimeLeft(after(left), NOW) ?? '';
      const [, days = '0'] = /(\d+) days?/.exec(text) ?? [];
      const [, hours = '0'] = /(\d+) hours?/.exec(text) ?? [];
      const [, minutes = '0'] = /(\d+) minutes?/.exec(text) ?? [];
      const said = Number(days) * DAY + Number(hours) * HOUR + Number(minutes) * MINUTE;
      expect(said).toBeLessThanOrEqual(left);
      expect(left - said).toBeLessThan(left >= DAY ? HOUR : MINUTE);
    }
  });

  it.each([
    ['under a minute', 59_999],
    ['nothing', 0],
    ['a passed deadline', -3 * HOUR],
  ])('says nothing for %s left', (_, left) => {
    expect(formatTimeLeft(after(left), NOW)).toBeNull();
  });

  it('says nothing for a date that is not one', () => {
    expect(formatTimeLeft(new Date('not a date'), NOW)).toBeNull();
  });

  it('writes thousands as people read them', () => {
    expect(formatTimeLeft(after(1400 * DAY), NOW)).toBe('1,400 days');
  });
});
