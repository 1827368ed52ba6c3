// A worker thread that runs a TypeScript module: the server runs through tsx, and a thread starts
// without its parent's loaders, so it registers tsx itself before importing the module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
