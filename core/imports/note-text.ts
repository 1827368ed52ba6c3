import { decodeHTML } from 'entities';

// Anki fields are HTML, may carry audio as [sound:file.mp3] and cloze deletions as {{c1::answer::hint}}.
// A word and its meaning are plain text to us.

const SOUND_TAG = /\[sound:[^\]]*\]/g;
const CLOZE = /\{\{c\d+::(.*?)(?:::[^}]*)?\}\}/gs;
// Elements whose content is never text a learner reads.
const HIDDEN_ELEMENTS = /<(script|style|head|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const BREAKS = /<\s*(br|\/?p|\/?div|\/?li|\/?tr|hr)\b[^>]*>/gi;
const TAGS = /<[^>]*>/g;

/** The text of an Anki field: no HTML, no sound tags, cloze deletions as their answers, spaces tidied. */
export function noteFieldText(html: string): string {
  const text = html
    .replace(SOUND_TAG, ' ')
    .replace(HIDDEN_ELEMENTS, ' ')
    .replace(BREAKS, '\n')
    .replace(TAGS, '')
    .replace(CLOZE, '$1');
  return decodeHTML(text)
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** The audio files a field names ([sound:name]): dropped on import, so the learner is told. */
export function soundFileNames(html: string): string[] {
  return [...html.matchAll(/\[sound:([^\]]*)\]/g)].map((match) => match[1]!);
}

/** Anki's tags column: space-separated, with a space at each end. */
export function noteTags(column: string): string[] {
  return column
    .split(/\s+/)
    .map((tag) => tag.trim())
    .filter(Boolean);
}
