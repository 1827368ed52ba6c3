import { describe, expect, it } from 'vitest';
import { parseEspeakLines } from './ipa';

describe('parseEspeakLines', () => {
  it('reads one transcription per line, without language switches or a trailing liaison hyphen', () => {
    expect(parseEspeakLines(' pˈero\n ɡˈato\n\n lˈə-\n (en)wˈiːkɛnd(fr)\n')).toEqual([
      'pˈero',
      'ɡˈato',
      'lˈə',
      'wˈiːkɛnd',
    ]);
  });
});
