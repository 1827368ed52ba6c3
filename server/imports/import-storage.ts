import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// Uploaded files wait under DATA_DIR/imports until their job ends. On PostgreSQL with several
// machines, a job is run by a server on the machine that received the file (import_job.stored_on);
// when that machine is gone, another takes the job over if DATA_DIR is storage they share, else fails
// it (the import worker's endStranded).

export const thisHost = () => os.hostname();

export async function importsDirectory(dataDir: string) {
  const directory = path.resolve(dataDir, 'imports');
  await mkdir(directory, { recursive: true });
  return directory;
}

export async function removeImportFile(filePath: string | null) {
  if (filePath) await rm(filePath, { force: true });
}
