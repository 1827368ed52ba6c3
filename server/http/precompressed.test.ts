// The build's brotli copies (vite.config.ts precompressDirectory) and the server's choice to serve them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '~/vite.config';
import { acceptsBrotli } from './precompressed';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vocably-precompressed-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

// Real text of the kind the build holds, long enough to be worth compressing.
const script = 'export function greet(name) { return "Hello, " + name; }\n'.repeat(60);
const write = (file: string, body: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), body);
};

describe('precompressDirectory', () => {
  it('writes a brotli copy of each compressible file that it makes smaller, in every folder', async () => {
    write('assets/app-1234.js', script);
    write('pricing/index.html', `<!doctype html><p>${'Plans and prices. '.repeat(80)}</p>`);
    write(
      'icons/book.svg',
      `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M4 19.5v-15"/>'.repeat(60)}</svg>`,
    );
    write('tiny.css', 'a{color:red}');
    write('logo.png', Buffer.alloc(4096, 7));

    expect(await precompressDirectory(root)).toBe(2);
    const copy = fs.readFileSync(path.join(root, 'assets/app-1234.js.br'));
    expect(zlib.brotliDecompressSync(copy).toString()).toBe(script);
    expect(copy.length).toBeLessThan(script.length / 10);
    expect(fs.existsSync(path.join(root, 'icons/book.svg.br'))).toBe(true);
    // A document stays text (the server hashes its inline scripts); too small to gain, or not text: no copy.
    expect(fs.existsSync(path.join(root, 'pricing/index.html.br'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'tiny.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'logo.png.br'))).toBe(false);
  });
});

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=0.5, gzip', true],
    ['BR', true],
    ['*', true],
    ['gzip, *;q=0.1', true],
    ['gzip, deflate', false],
    ['br;q=0, gzip', false],
    ['*;q=0', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});
