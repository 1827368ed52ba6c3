import { describe, expect, it } from 'vitest';
import { noteFieldText, noteTags, soundFileNames } from './note-text';

describe('noteFieldText', () => {
  it('reduces HTML to text and decodes entities', () => {
    expect(noteFieldText('<b>le&nbsp;chat</b>')).toBe('le chat');
    expect(noteFieldText('<div>the cat</div><div>a &amp; b &lt;c&gt;</div>')).toBe('the cat\na & b <c>');
    expect(noteFieldText('one<br>two<br/>three')).toBe('one\ntwo\nthree');
  });

  it('never shows sound tags as text', () => {
    expect(noteFieldText('Hund [sound:hund.mp3]')).toBe('Hund');
    expect(noteFieldText('[sound:a.mp3][sound:b.ogg]')).toBe('');
    expect(soundFileNames('x [sound:a b.mp3] y [sound:c.ogg]')).toEqual(['a b.mp3', 'c.ogg']);
  });

  it('keeps the answers of cloze deletions and drops scripts', () => {
    expect(noteFieldText('{{c1::Paris::city}} is in {{c2::France}}')).toBe('Paris is in France');
    expect(noteFieldText('<script>alert(1)</script>word<style>p{}</style>')).toBe('word');
  });
});

describe('noteTags', () => {
  it('splits the space-separated tags column', () => {
    expect(noteTags(' french vocab::food ')).toEqual(['french', 'vocab::food']);
    expect(noteTags('')).toEqual([]);
  });
});
