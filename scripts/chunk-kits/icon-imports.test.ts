import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The chunk plan (plan.ts) is made from which modules each page runs. lucide-react's index re-exports
// every icon, and module-graph.ts reads through it, but an icon imported by its own path names one
// module plainly: the graph, the plan and the build then agree on what a page draws (and the build does
// not parse the 1,600-icon index). Types may still come from the package's index.
describe('icons', () => {
  it('are imported by their own path (lucide-react/icons/<name>), not from the index', () => {
    const web = path.resolve(import.meta.dirname, '../../web');
    const offenders = (fs.readdirSync(web, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) =>
        /^import\s+(?!type\b)[^;]*\bfrom ['"]lucide-react['"]/m.test(
          fs.readFileSync(path.join(web, file), 'utf8'),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
