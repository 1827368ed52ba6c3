// The sizes an import accepts, sized for real decks: a shared Anki deck with audio is tens of
// megabytes; a collection of many years of study (tens of thousands of cards, hundreds of thousands of
// reviews) is under 100 MB as SQLite. Everything past them is refused with a message, unread.

/** The largest file accepted for import (the upload is streamed to disk up to this). */
export const MAX_IMPORT_FILE_BYTES = 100 * 1024 * 1024;

/** The largest collection database inside an Anki package, once inflated. */
export const MAX_COLLECTION_BYTES = 100 * 1024 * 1024;

/**
 * Compression beyond this ratio (uncompressed : compressed) on a large entry marks a zip bomb. A
 * SQLite collection compresses 3–20×; deflate cannot exceed about 1032×.
 */
export const MAX_COMPRESSION_RATIO = 200;
/** Entries smaller than this are not judged by their ratio (small empty databases compress well). */
export const RATIO_CHECK_FROM_BYTES = 8 * 1024 * 1024;

/** The most entries a package may list (media files included). */
export const MAX_ARCHIVE_ENTRIES = 50_000;

/** The most notes or rows imported from one file. */
export const MAX_IMPORT_NOTES = 200_000;

/** How many rows a preview shows. */
export const PREVIEW_ROWS = 5;
