/**
 * A file we will not import, with the message the learner reads (it ends the job as `failed`). Thrown
 * inside the reader's worker thread and carried across to the job as its message.
 */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}
