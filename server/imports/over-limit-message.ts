import type { ImportLimitNote } from '~/core/imports/import-job';

/** The job's closing message when the plan limit left words out: how many, the limit, the way to Pro. */
export function overLimitMessage(overLimit: number, note: ImportLimitNote): string {
  const left = `${overLimit.toLocaleString('en-US')} ${overLimit === 1 ? 'word was' : 'words were'} left out: your plan keeps up to ${note.limit.toLocaleString('en-US')} words.`;
  return note.tier === 'regularUser'
    ? `${left} Upgrade to Pro (${note.upgradeUrl}) to keep more, then import the file again: the words you have are skipped.`
    : `${left} Remove some words or contact support to raise the limit, then import the file again.`;
}
