/** Every loop of static imports among the chunks, each as the files around it (the first repeated at the end). */
export function chunkCycles(chunks: { fileName: string; imports: string[] }[]) {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of importsOf.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const chunk of chunks) if (!state.has(chunk.fileName)) visit(chunk.fileName);
  return cycles;
}
