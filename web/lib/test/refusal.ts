import { ApiRequestError } from '~/web/lib/api-error';

/** The English words the API sends with a refusal of `code`, as `refusal` makes them. */
export const serverWords = (code: string) => `The server’s English words for ${code}.`;

/**
 * A refusal as the API client throws it: the stable code and the server's English text, which a page
 * that knows the code must not show in place of its own message.
 */
export const refusal = (code: string, status = 409) => new ApiRequestError(serverWords(code), status, code);
