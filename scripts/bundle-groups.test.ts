import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ChunkGroup, chunkGroups } from '../vite.config';

// vite.config.ts shapes the client's chunks from named modules. A rename, a move or a library upgrade
// that leaves a name matching nothing would quietly reshape the bundles (and the page budgets with
// them); this fails instead, naming the member to update.
const root = path.resolve(import.meta.dirname, '..');

const missingMembers = (groups: ChunkGroup[]) =>
  groups.flatMap((group) =>
    group.members
      .filter((member) => !fs.existsSync(path.join(root, member)))
      .map((member) => `${group.name}: ${member}`),
  );

describe('the chunk groups of vite.config.ts', () => {
  it('name only modules and folders that exist', () => {
    expect(missingMembers(chunkGroups)).toEqual([]);
  });

  it('would name a member left behind by a rename', () => {
    const renamed = { name: 'app-kit', members: ['web/lib/session.ts', 'web/lib/sessions.ts'] };
    expect(missingMembers([renamed])).toEqual(['app-kit: web/lib/sessions.ts']);
  });

  it('name each module once', () => {
    const members = chunkGroups.flatMap((group) => group.members);
    expect(members.filter((member, i) => members.indexOf(member) !== i)).toEqual([]);
  });
});
