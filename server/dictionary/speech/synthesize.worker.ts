import { parentPort, workerData } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';

// One word spoken by eSpeak NG compiled to WebAssembly (npm `espeak-ng`), in a thread of its own: the
// module takes about a second and a few dozen megabytes to start, which the thread's exit gives back.
// The text goes in as a file, so a word that starts with "-" is never read as an option.

type Request = { voice: string; text: string };
const { voice, text } = workerData as Request;

const espeak = await ESpeakNg({
  arguments: ['-v', voice, '-w', 'word.wav', '-f', 'word.txt'],
  preRun: [
    (module: { FS: { writeFile: (path: string, data: string) => void } }) =>
      module.FS.writeFile('word.txt', text),
  ],
  print: () => {},
  printErr: () => {},
});
const wav: Uint8Array = espeak.FS.readFile('word.wav');
parentPort!.postMessage(wav, [wav.buffer as ArrayBuffer]);
