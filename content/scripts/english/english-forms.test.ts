import { describe, expect, it } from 'vitest';
import { parseParadigms } from './apertium-paradigms';
import { mergeForms } from './english-forms';
import { expandInflections } from './hunspell-forms';
import { parseExceptions } from './wordnet-exceptions';

// Real lt-paradigm output for apertium-eng-spa 0.8.1 (trimmed).
const listing = `child<n><sg>:child
child<n><pl>:children

run<n><sg>:run
run<n><pl>:runs
run<vblex><inf>:run
run<vblex><pri><p3><sg>:runs
run<vblex><ger>:running
run<vblex><past>:ran
run<vblex><pp>:run

good<adj><sint>:good
good<adj><sint><comp>:better
good<adj><sint><sup>:best
good<n><pl>:goods

be<vbser><pri><p3><sg>:'s
be<vbser><pri><p3><sg>:’s
be<vbser><past><p1><sg>:was

give<vblex><past>:gave
give<vblex><pp>:given
`;

const parts = (entries: Record<string, string[]>) =>
  new Map(Object.entries(entries).map(([key, pos]) => [key, new Set(pos)]));

describe('English forms', () => {
  const apertium = parseParadigms(listing);
  const exceptions = parseExceptions('dreamt dream\nchildren child\n', 'verb');

  it('takes every form Apertium lists for the lemma’s parts of speech', () => {
    const forms = mergeForms(
      parts({ child: ['noun'], run: ['verb', 'noun'], good: ['adjective'] }),
      apertium,
      [],
    );
    expect(forms.get('child')?.forms).toEqual(['children']);
    expect(forms.get('run')?.forms).toEqual(expect.arrayContaining(['ran', 'running', 'runs']));
    expect(forms.get('run')?.forms).not.toContain('run');
    expect(forms.get('good')?.forms).toEqual(['better', 'best']);
  });

  it('leaves out clitics and parts of speech the entry does not have', () => {
    const forms = mergeForms(parts({ be: ['verb'], good: ['adverb'] }), apertium, []);
    expect(forms.get('be')?.forms).toEqual(['was']);
    expect(forms.has('good')).toBe(false);
  });

  it('adds WordNet’s irregular forms and names both sources', () => {
    const forms = mergeForms(parts({ dream: ['verb'] }), apertium, exceptions);
    expect(forms.get('dream')).toEqual({ forms: ['dreamt'], sources: ['wordnet-exc'] });
  });

  it('inflects a phrasal verb on its verb and a noun compound on its last word', () => {
    const forms = mergeForms(
      parts({ 'give up': ['verb'], 'only child': ['noun'], 'child of god': ['noun'] }),
      apertium,
      [],
    );
    expect(forms.get('give up')?.forms).toEqual(['gave up', 'given up']);
    expect(forms.get('only child')?.forms).toEqual(['only children']);
    expect(forms.has('child of god')).toBe(false);
  });
});

describe('English forms from the American dictionary', () => {
  const aff = [
    'SFX S Y 2',
    'SFX S   y     ies        [^aeiou]y',
    'SFX S   0     s          [^sxzhy]',
    'SFX D Y 1',
    'SFX D   0     ed         [^ey]',
    'SFX R Y 1',
    'SFX R   0     er         [^ey]',
  ].join('\n');
  const dic = '3\ncolor/SDR\nbuddy/S\nchild/S\n';
  const hunspell = expandInflections(aff, dic);
  const apertium = parseParadigms(listing);

  it('gives the regular inflections its flags allow, and no derived words', () => {
    expect(hunspell.filter((form) => form.lemma === 'buddy').map((form) => form.form)).toEqual([
      'buddies',
      'buddies',
    ]);
    expect(hunspell.map((form) => form.form)).not.toContain('colorer');
  });

  it('is used only where Apertium lacks the lemma in that part of speech', () => {
    const forms = mergeForms(parts({ color: ['noun', 'verb'], child: ['noun'] }), apertium, [], hunspell);
    expect(forms.get('color')).toEqual({ forms: ['colors', 'colored'], sources: ['hunspell-en-us'] });
    expect(forms.get('child')?.forms).toEqual(['children']);
  });
});
