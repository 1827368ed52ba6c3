// Vocably's own words export (GET /api/me/export.csv), which the import screen reads back: its header,
// and its tags cell. A tag may hold any character (spaces, commas, ';' from an Anki deck), so the
// tags are written separated by ';', a tag holding ';' or '"' in double quotes with its quotes
// doubled (as a CSV field is), and read back the same way: "phrasal verbs" stays one tag.

export const wordsCsvHeader = ['word', 'meaning', 'tags', 'status', 'due', 'stability'];

export const TAG_SEPARATOR = ';' as const;

const needsQuotes = /[;"]/;

/** The tags as one cell: `phrasal verbs;food;"a;b"`. */
export function tagsCell(tags: readonly string[]): string {
  return tags
    .map((tag) => (needsQuotes.test(tag) ? `"${tag.replaceAll('"', '""')}"` : tag))
    .join(TAG_SEPARATOR);
}

/** The tags of a cell written by tagsCell (a stray quote inside an unquoted tag is kept as text). */
export function tagsOfCell(cell: string): string[] {
  const tags: string[] = [];
  let tag = '';
  let quoted = false;
  for (let i = 0; i < cell.length; i++) {
    const char = cell[i]!;
    if (quoted) {
      if (char === '"' && cell[i + 1] === '"') {
        tag += '"';
        i++;
      } else if (char === '"') quoted = false;
      else tag += char;
    } else if (char === '"' && tag.trim() === '') {
      quoted = true;
      tag = '';
    } else if (char === TAG_SEPARATOR) {
      tags.push(tag);
      tag = '';
    } else tag += char;
  }
  tags.push(tag);
  return tags.map((each) => each.trim()).filter(Boolean);
}
