import fs from 'node:fs';

// A process's resident memory in KB, from /proc (Linux): VmRSS now, VmHWM the peak since it started.
export function readMemory(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
}

/** Samples VmRSS every `everyMs` until stopped; returns the highest sample seen. */
export function sampleRss(pid: number, everyMs = 25) {
  let peakKb = 0;
  const sample = () => {
    try {
      peakKb = Math.max(peakKb, readMemory(pid).rssKb);
    } catch {}
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return peakKb;
    },
  };
}
