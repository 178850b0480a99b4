import { describe, expect, it } from 'vitest';
import { kilometresBetween, placeOf } from './places.ts';

describe('placeOf', () => {
  it.each([
    ['Seattle, WA', 'WA', 'city'],
    ['Seattle, Washington', 'WA', 'city'],
    ['Greater Seattle Area', 'WA', 'city'],
    ['St. Louis, MO', 'MO', 'city'],
    ['Washington, DC', 'DC', 'city'],
    ['Olympia, WA', 'WA', 'state'],
    ['Texas', 'TX', 'state'],
    ['washington state', 'WA', 'state'],
    ['Washington', 'WA', 'state'],
    ['New York', 'NY', 'city'],
  ])('%s is in %s (%s)', (text, state, precision) => {
    expect(placeOf(text)).toMatchObject({ state, precision });
  });

  it('does not take a city whose state disagrees with the one given', () => {
    expect(placeOf('Portland, ME')).toMatchObject({ state: 'ME', precision: 'state' });
  });

  it.each(['Remote', 'Bangalore, India', ''])('knows no place in %j', (text) => {
    expect(placeOf(text)).toBeUndefined();
  });
});

describe('kilometresBetween', () => {
  const place = (text: string) => placeOf(text) ?? expect.fail(text);

  it('measures great-circle distance', () => {
    expect(kilometresBetween(place('Seattle, WA'), place('Portland, OR'))).toBeCloseTo(234, -1);
    expect(kilometresBetween(place('New York, NY'), place('Los Angeles, CA'))).toBeCloseTo(3936, -2);
    expect(kilometresBetween(place('Boston, MA'), place('Boston, MA'))).toBe(0);
  });
});
