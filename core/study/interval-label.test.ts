import { describe, expect, it } from 'vitest';
import { intervalLabel } from './interval-label';

const minute = 60_000;
const day = 86_400_000;

describe('intervalLabel', () => {
  it.each([
    [0, { value: 1, unit: 'minute' }],
    [minute, { value: 1, unit: 'minute' }],
    [10 * minute, { value: 10, unit: 'minute' }],
    [59 * minute, { value: 59, unit: 'minute' }],
    [60 * minute, { value: 1, unit: 'hour' }],
    [5.4 * 60 * minute, { value: 5, unit: 'hour' }],
    [day, { value: 1, unit: 'day' }],
    [29 * day, { value: 29, unit: 'day' }],
    [45 * day, { value: 1.5, unit: 'month' }],
    [400 * day, { value: 1.1, unit: 'year' }],
  ])('%i ms reads %j', (ms, label) => {
    expect(intervalLabel(ms)).toEqual(label);
  });
});
