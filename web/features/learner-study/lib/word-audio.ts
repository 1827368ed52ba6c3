/** The server's sound of one of the learner's words (GET /api/me/words/{id}/audio). */
export const myWordAudioUrl = (wordId: string) => `/api/me/words/${encodeURIComponent(wordId)}/audio`;
