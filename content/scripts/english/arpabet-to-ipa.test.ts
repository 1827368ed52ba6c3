import { describe, expect, it } from 'vitest';
import { arpabetToIpa } from './arpabet-to-ipa';
import { cmuIpa } from './cmu-ipa';

describe('ARPAbet to IPA', () => {
  it('marks stress before the stressed syllable and reduces unstressed AH and ER', () => {
    expect(arpabetToIpa('D AO1 G')).toBe('ˈdɔɡ');
    expect(arpabetToIpa('AH0 B AW1 T')).toBe('əˈbaʊt');
    expect(arpabetToIpa('B AH1 T ER0')).toBe('ˈbʌtɚ');
    expect(arpabetToIpa('W AO1 T ER0')).toBe('ˈwɔtɚ');
    expect(arpabetToIpa('B ER1 D')).toBe('ˈbɝd');
  });

  it('puts the stress mark before the longest legal onset, and secondary stress as ˌ', () => {
    expect(arpabetToIpa('EH1 K S T R AH0')).toBe('ˈɛkstɹə');
    expect(arpabetToIpa('AH2 N D ER0 S T AE1 N D')).toBe('ˌʌndɚˈstænd');
    expect(arpabetToIpa('K AH0 M P Y UW1 T ER0')).toBe('kəmˈpjutɚ');
    expect(arpabetToIpa('IH2 N F ER0 M EY1 SH AH0 N')).toBe('ˌɪnfɚˈmeɪʃən');
  });

  it('rejects what is not ARPAbet', () => {
    expect(() => arpabetToIpa('D AO1 Q')).toThrow(/Unknown/);
  });

  it('reads the first CMU pronunciation, and multi-word lemmas word by word', () => {
    expect(cmuIpa('dog')).toBe('ˈdɔɡ');
    expect(cmuIpa('ice cream')).toBe('ˈaɪs ˈkɹim');
    expect(cmuIpa('xqzzyv')).toBeNull();
  });
});
