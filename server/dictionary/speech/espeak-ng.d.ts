// The npm `espeak-ng` package (eSpeak NG compiled with Emscripten) ships no types: the part we use.
declare module 'espeak-ng' {
  type EmscriptenModule = {
    FS: { readFile(path: string): Uint8Array; writeFile(path: string, data: string): void };
  };
  export default function ESpeakNg(options: {
    arguments: string[];
    preRun?: ((module: EmscriptenModule) => void)[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }): Promise<EmscriptenModule>;
}
