// CMU dictionary ARPAbet (General American) to IPA, in the broad American notation of learner's
// dictionaries: no length marks, r-coloured schwa for unstressed ER (ɚ) and stressed ER (ɝ), and the
// stress mark placed before the stressed syllable (not before the vowel), so "about" is əˈbaʊt.

const vowels: Record<string, string> = {
  AA: 'ɑ',
  AE: 'æ',
  AH: 'ʌ',
  AO: 'ɔ',
  AW: 'aʊ',
  AY: 'aɪ',
  EH: 'ɛ',
  ER: 'ɝ',
  EY: 'eɪ',
  IH: 'ɪ',
  IY: 'i',
  OW: 'oʊ',
  OY: 'ɔɪ',
  UH: 'ʊ',
  UW: 'u',
};

/** Unstressed AH and ER are the reduced vowels schwa and r-coloured schwa. */
const reduced: Record<string, string> = { AH: 'ə', ER: 'ɚ' };

const consonants: Record<string, string> = {
  B: 'b',
  CH: 'tʃ',
  D: 'd',
  DH: 'ð',
  F: 'f',
  G: 'ɡ',
  HH: 'h',
  JH: 'dʒ',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'ŋ',
  P: 'p',
  R: 'ɹ',
  S: 's',
  SH: 'ʃ',
  T: 't',
  TH: 'θ',
  V: 'v',
  W: 'w',
  Y: 'j',
  Z: 'z',
  ZH: 'ʒ',
};

// Consonant clusters that can begin an English syllable (General American: no /tj/, /dj/, /nj/).
// The stress mark goes before the longest legal onset (maximal onset), so "extra" is ˈɛkstɹə.
const onsets = new Set(
  [
    'P R',
    'P L',
    'B R',
    'B L',
    'T R',
    'D R',
    'K R',
    'K L',
    'G R',
    'G L',
    'F R',
    'F L',
    'TH R',
    'SH R',
    'S P',
    'S T',
    'S K',
    'S M',
    'S N',
    'S L',
    'S W',
    'S F',
    'T W',
    'D W',
    'K W',
    'G W',
    'TH W',
    'P Y',
    'B Y',
    'F Y',
    'V Y',
    'M Y',
    'K Y',
    'G Y',
    'HH Y',
    'S P R',
    'S P L',
    'S T R',
    'S K R',
    'S K W',
    'S P Y',
    'S K Y',
  ].map((cluster) => cluster.split(' ').join(' ')),
);

function isLegalOnset(cluster: string[]): boolean {
  if (cluster.length === 0) return true;
  if (cluster.length === 1) return cluster[0] !== 'NG';
  return onsets.has(cluster.join(' '));
}

/** The IPA of one ARPAbet pronunciation, e.g. "AH0 B AW1 T" -> "əˈbaʊt". */
export function arpabetToIpa(arpabet: string): string {
  const phones = arpabet.trim().split(/\s+/);
  const symbols: string[] = [];
  // Consonants seen since the last vowel, as phone names and as the index of their first IPA symbol.
  let pending: { phone: string; at: number }[] = [];
  let seenVowel = false;
  for (const phone of phones) {
    const match = /^([A-Z]+)([012])?$/.exec(phone);
    if (!match) throw new Error(`Unknown ARPAbet phone "${phone}" in "${arpabet}"`);
    const [, base, stress] = match as unknown as [string, string, string | undefined];
    if (stress === undefined) {
      const ipa = consonants[base];
      if (!ipa) throw new Error(`Unknown ARPAbet consonant "${phone}" in "${arpabet}"`);
      pending.push({ phone: base, at: symbols.length });
      symbols.push(ipa);
      continue;
    }
    const vowel = stress === '0' ? (reduced[base] ?? vowels[base]) : vowels[base];
    if (!vowel) throw new Error(`Unknown ARPAbet vowel "${phone}" in "${arpabet}"`);
    if (stress !== '0') {
      const mark = stress === '1' ? 'ˈ' : 'ˌ';
      // A word's first syllable takes its whole initial cluster; later ones the longest legal onset.
      let start = seenVowel ? pending.length : 0;
      if (seenVowel) {
        while (start > 0 && isLegalOnset(pending.slice(start - 1).map((item) => item.phone))) start -= 1;
      }
      const at = start < pending.length ? pending[start]!.at : symbols.length;
      symbols.splice(at, 0, mark);
    }
    symbols.push(vowel);
    pending = [];
    seenVowel = true;
  }
  return symbols.join('');
}
