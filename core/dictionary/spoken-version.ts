// A word's sound is kept by the browser for 30 days under its address (GET …/audio), so the address
// names what is spoken: ?v=<language>:<text>. Editing a word changes its address, and Listen plays
// the new word at once instead of the old one's kept sound. No zod here: the study screen imports it.

/** The version a word's audio address carries: its language and text as they are now. */
export const spokenVersion = (language: string | null, text: string) => `${language ?? ''}:${text}`;
