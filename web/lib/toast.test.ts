import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The Toaster is lazily mounted when web/lib/toast.ts loads (docs/performance.md §6): a screen that
// imported `toast` from 'sonner' directly would show toasts that nobody renders.
describe('toasts', () => {
  it('are imported from ~/web/lib/toast, never from sonner directly', () => {
    const web = path.resolve(import.meta.dirname, '..');
    const allowed = new Set(['lib/toast.ts', 'lib/toaster.tsx', 'lib/toaster-region.tsx']);
    const offenders = (fs.readdirSync(web, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !allowed.has(file.split(path.sep).join('/')))
      .filter((file) =>
        /^import\b[^;]*\bfrom ['"]sonner['"]/m.test(fs.readFileSync(path.join(web, file), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
