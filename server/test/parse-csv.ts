// A small RFC 4180 reader for tests (quoted fields, doubled quotes, CRLF or LF, newlines in quotes).
export function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field || record.length) records.push([...record, field]);
  const [header = [], ...rows] = records;
  return rows.map((row) => {
    if (row.length !== header.length) throw new Error(`row has ${row.length} cells, header ${header.length}`);
    return Object.fromEntries(header.map((name, i) => [name, row[i]!]));
  });
}
