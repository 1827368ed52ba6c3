import { describe, expect, it } from 'vitest';
import { buildLexicon, singleGender } from './morphology';

const ARTICLES = new Set(['el', 'uno']);
const paths = [
  { input: 'comiendo', output: 'comer<vblex><ger>' },
  { input: 'comer', output: 'comer<vblex><inf>' },
  { input: 'como', output: 'comer<vblex><pri><p1><sg>' },
  { input: 'como', output: 'como<cnjsub>' },
  { input: 'perros', output: 'perro<n><m><pl>' },
  { input: 'estudiantes', output: 'estudiante<n><mf><pl>' },
  { input: 'el', output: 'el<det><def><m><sg>' },
  { input: 'Madrid', output: 'Madrid<np><loc>' },
  { input: 'IVA', output: 'IVA<n><m><sg>' },
  { input: 'Perros', output: 'perro<n><m><pl>' },
];

describe('buildLexicon', () => {
  const lexicon = buildLexicon(paths, ARTICLES);

  it('lists each personal pronoun the Spanish analyser calls "prpers" as its own lemma', () => {
    const pronouns = buildLexicon(
      [
        { input: 'yo', output: 'prpers<prn><tn><p1><mf><sg>' },
        { input: 'la', output: 'prpers<prn><pro><p3><f><sg>' },
        { input: 'la', output: 'el<det><def><f><sg>' },
      ],
      ARTICLES,
    );
    expect(pronouns.entries.has('prpers')).toBe(false);
    expect([...pronouns.entries.get('yo')!.pos.keys()]).toEqual(['pronoun']);
    expect([...pronouns.lemmasOfForm.get('la')!]).toEqual(['la', 'el']);
    expect([...pronouns.entries.get('el')!.forms]).toEqual(['la']);
  });

  it('maps forms to lemmas and lists each lemma with its forms', () => {
    expect([...lexicon.lemmasOfForm.get('como')!]).toEqual(['comer', 'como']);
    expect([...lexicon.entries.get('comer')!.forms].sort()).toEqual(['comiendo', 'como']);
    expect([...lexicon.entries.get('perro')!.forms]).toEqual(['perros']);
  });

  it('maps Apertium tags to parts of speech, articles and genders', () => {
    expect([...lexicon.entries.get('como')!.pos.keys()]).toEqual(['conjunction']);
    expect([...lexicon.entries.get('el')!.pos.keys()]).toEqual(['article']);
    expect(singleGender(lexicon.entries.get('estudiante')!.pos.get('noun')!)).toBe('mf');
    expect(singleGender(lexicon.entries.get('perro')!.pos.get('noun')!)).toBe('m');
  });

  it('leaves out proper nouns, abbreviations and capitalised variants', () => {
    expect(lexicon.entries.has('Madrid')).toBe(false);
    expect(lexicon.entries.has('IVA')).toBe(false);
    expect(lexicon.lemmasOfForm.has('Perros')).toBe(false);
  });

  it('treats a noun with both genders as mf', () => {
    expect(singleGender(new Set(['m', 'f']))).toBe('mf');
    expect(singleGender(new Set())).toBeNull();
  });
});
