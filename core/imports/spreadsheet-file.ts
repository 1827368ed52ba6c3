// A spreadsheet workbook (.xlsx, .xls, .ods) is not a list we read, and an .xlsx is a zip as an Anki
// deck is: told apart so the learner is asked to save it as CSV instead of hearing the deck is damaged.

const SPREADSHEET_NAME = /\.(xlsx|xlsm|xls|ods)$/i;
// Every .xlsx names its workbook part in the zip's directory (at its end) and usually in its first
// entries too; an Anki package never does.
const WORKBOOK_ENTRY = new TextEncoder().encode('xl/workbook.xml');

/** How many bytes of a file's start and of its end isSpreadsheet looks at. */
export const SNIFF_BYTES = 64 * 1024;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** Whether the bytes start as a zip archive (an Anki package, or an .xlsx) does. */
export const isZip = (head: Uint8Array) => ZIP_MAGIC.every((byte, index) => head[index] === byte);

function holds(bytes: Uint8Array, part: Uint8Array): boolean {
  outer: for (let i = 0; i + part.length <= bytes.length; i++) {
    for (let j = 0; j < part.length; j++) if (bytes[i + j] !== part[j]) continue outer;
    return true;
  }
  return false;
}

/** Whether a file is a spreadsheet workbook, by its name or (a zip with an xl/ workbook) its bytes. */
export function isSpreadsheet(fileName: string, head: Uint8Array, tail: Uint8Array): boolean {
  if (SPREADSHEET_NAME.test(fileName)) return true;
  return isZip(head) && (holds(head, WORKBOOK_ENTRY) || holds(tail, WORKBOOK_ENTRY));
}
