/**
 * A file we will not import, with the message the learner reads (it ends the job as `failed`). Thrown
 * inside the reader's worker thread and carried across to the job as its message. `code`, for a
 * refusal the learner can fix and a page can say in its own language, is what a preview answers with
 * (else IMPORT_FILE_REFUSED).
 */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}
