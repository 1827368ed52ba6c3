// The refusals any learner page can meet, whatever it asked (server/http: a session that ended, an
// unverified email, a foreign page, our own failure, a row removed meanwhile, text or a body the
// server cannot take), and a request that got no answer at all (NETWORK_FAILURE, the client's own
// code). Each feature's `refusals` table starts from these and adds its own.
export const learnerRefusalsEn = {
  UNAUTHENTICATED: 'You are signed out. Sign in again and try once more.',
  EMAIL_NOT_VERIFIED: 'Please verify your email address first: follow the link we sent you.',
  CROSS_SITE_REQUEST:
    'This request did not come from a trusted page of this site, so it was refused. Reload the page and try again.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  CHANGED_MEANWHILE: 'Something this change refers to was removed meanwhile. Reload and try again.',
  INVALID_CHARACTERS: 'The text contains characters that cannot be stored.',
  PAYLOAD_TOO_LARGE: 'What you sent is too large to take.',
  NETWORK_FAILURE: 'Could not reach the server. Check your connection and try again.',
};
