import { describe, expect, it } from 'vitest';
import { csvSafeCell } from './csv-safe-cell';

describe('csvSafeCell: formula neutralisation beyond the first character', () => {
  it.each([
    [' =1+1', "' =1+1"],
    ['   @SUM(A1)', "'   @SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['\n=HYPERLINK("http://evil")', '\'\n=HYPERLINK("http://evil")'],
    ['\r\n+1', "'\r\n+1"],
    [' \t\n-2', "' \t\n-2"],
    ['＝1+1', "'＝1+1"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['  ＝1', "'  ＝1"],
    ['\u3000＝1', "'\u3000＝1"],
  ])('neutralises %j', (input, output) => {
    expect(csvSafeCell(input)).toBe(output);
  });

  it.each([
    ['plain text', 'plain text'],
    ['a=b', 'a=b'],
    ['  name  ', '  name  '],
    ['dana@example.com', 'dana@example.com'],
    ['２０２６', '２０２６'],
  ])('leaves %j alone', (input, output) => {
    expect(csvSafeCell(input)).toBe(output);
  });
});
