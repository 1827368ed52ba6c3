import { describe, expect, it } from 'vitest';
import { parseAnalysis } from './apertium';
import { attPaths, parseAtt } from './att';

// Two sections as lt-print prints them: a number regex with a loop, then two words sharing a suffix.
const ATT = [
  '0\t1\t0\t0\t0.000000\t',
  '1\t1\t1\t1\t0.000000\t',
  '1\t2\tε\t<num>\t0.000000\t',
  '2\t0.000000',
  '--',
  '0\t1\tc\tc\t0.000000\t',
  '0\t5\tp\tp\t0.000000\t',
  '1\t2\to\to\t0.000000\t',
  '2\t3\tm\tm\t0.000000\t',
  '3\t4\tε\te\t0.000000\t',
  '3\t4\ti\tε\t0.000000\t',
  '4\t6\tε\tr\t0.000000\t',
  '5\t6\ta\ta\t0.000000\t',
  '6\t7\tε\t<vblex>\t0.000000\t',
  '7\t0.000000',
].join('\n');

describe('lt-print ATT', () => {
  it('lists every path, leaves loops out and turns epsilons into nothing', () => {
    const paths = [...attPaths(parseAtt(ATT))];
    expect(paths).toContainEqual({ input: 'com', output: 'comer<vblex>' });
    expect(paths).toContainEqual({ input: 'comi', output: 'comr<vblex>' });
    expect(paths).toContainEqual({ input: 'pa', output: 'pa<vblex>' });
    // The loop on digits would give infinitely many numbers: only the loop-free one remains.
    expect(paths).toContainEqual({ input: '0', output: '0<num>' });
    expect(paths).toHaveLength(4);
  });

  it('cuts a path at an arc the filter refuses', () => {
    const paths = [...attPaths(parseAtt(ATT), (input) => input !== 'p')];
    expect(paths.map((path) => path.input)).not.toContain('pa');
    expect(paths).toHaveLength(3);
  });

  it('splits an analysis into lemma and tags', () => {
    expect(parseAnalysis('comer<vblex><ger>')).toEqual({ lemma: 'comer', tags: ['vblex', 'ger'] });
    expect(parseAnalysis('comer<vblex>+lo<prn>')).toBeNull();
    expect(parseAnalysis('be# missing<vblex>')).toEqual({ lemma: 'be missing', tags: ['vblex'] });
  });
});
