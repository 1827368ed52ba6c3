/**
 * Why a job failed when the fault is not in the file (ours, or the server holding it gone), with the
 * code a page says it by in the learner's language (web/features/learner-import/i18n). A file we
 * refuse fails with its ImportFileError's own message and code instead.
 */
export type JobFailure = { message: string; code: string };

export const jobFailures = {
  ourFault: {
    code: 'IMPORT_FAILED',
    message: 'The import failed on our side. Nothing was changed; please try again.',
  },
  // Each batch is committed as it is read, so a run that fails partway keeps what it added (its counts
  // say what); a run that takes the job up again resumes after it, and importing the file again (a new
  // job) recognises those words and adds the rest.
  ourFaultPartly: {
    code: 'IMPORT_FAILED_PARTLY',
    message:
      'The import stopped on our side partway through. The words it added are kept; import the file again to add the rest.',
  },
  // The server holding the uploaded file went away (only a server there can read it).
  stranded: {
    code: 'IMPORT_STRANDED',
    message:
      'The import stopped on our side: the server holding your file is gone. Nothing was changed; please upload the file again.',
  },
  strandedPartly: {
    code: 'IMPORT_STRANDED_PARTLY',
    message:
      'The import stopped on our side partway through: the server holding your file is gone. The words it added are kept; upload the file again to add the rest.',
  },
  fileGone: {
    code: 'IMPORT_FILE_GONE',
    message: 'The uploaded file is gone; please upload it again.',
  },
} as const satisfies Record<string, JobFailure>;

/** The code of a file we refuse that names none: what a preview of it answers with too. */
export const FILE_REFUSED_CODE = 'IMPORT_FILE_REFUSED';
