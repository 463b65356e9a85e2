import { formatTimeLeft } from '@app/format/timeLeft';

const NOW = new Date('2030-01-02T10:00:00.000Z');
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const after = (ms: number) => new Date(NOW.getTime() + ms);

describe('formatTimeLeft', () => {
  it.each([
    [7 * DAY, '7 days'],
    [2 * DAY + 23 * HOUR, '2 days'],
    [DAY, '1 day'],
    [DAY - 1, '23 hours'],
    [5 * HOUR + 59 * MINUTE, '5 hours'],
    [HOUR, '1 hour'],
    [59 * MINUTE + 59_000, '59 minutes'],
    [MINUTE, '1 minute'],
    [400 * DAY, '400 days'],
  ])('says %i ms as "%s", rounded down to the largest whole unit', (left, text) => {
    expect(formatTimeLeft(after(left), NOW)).toBe(text);
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
