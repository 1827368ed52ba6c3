// The public site's messages and the placeholder filler. A barrel on purpose: a module that imports
// only `format` from here does not load the site's message tables (docs/performance.md §6).
export { format } from './format';
export { type Messages, messages } from './site-messages';
