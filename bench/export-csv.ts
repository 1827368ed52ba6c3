import { config, targets } from './lib/config';
import { readMemory, sampleRss } from './lib/rss';
import { type DatabaseTarget, removeBenchAdmin, startBenchServer } from './lib/server';
import { int, mb, printTable, verdict } from './lib/table';

// POST /api/admin/users/export with no ids: every user, streamed. The server's resident memory is
// sampled from /proc while the CSV flows; "above idle" is measured from a warmed-up server at rest.
export async function exportCsv() {
  const target: DatabaseTarget = { databaseUrl: config.scaleDatabaseUrl };
  const server = await startBenchServer(target);
  const pid = server.child.pid!;
  try {
    // Warm up: a few list calls and a small export, so idle memory includes what any request allocates.
    for (let i = 0; i < 20; i++) await (await server.api('/api/admin/users?pageSize=100')).arrayBuffer();
    await (
      await server.api('/api/admin/users/export?search=smith', { method: 'POST', json: {} })
    ).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = readMemory(pid);
    const sampler = sampleRss(pid);
    const started = performance.now();
    const response = await server.api('/api/admin/users/export', { method: 'POST', json: {} });
    if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    const peakKb = sampler.stop();
    const after = readMemory(pid);
    const rows = lines - 1;
    const aboveKb = peakKb - idle.rssKb;
    printTable(
      'CSV export of every user: PostgreSQL, 1,000,000 users, POST /api/admin/users/export (streamed, 500 rows a page)',
      [
        'rows',
        'MB of CSV',
        'seconds',
        'rows/s',
        'RSS idle MB',
        'RSS peak MB',
        'peak above idle MB',
        'target ≤ 150 MB',
      ],
      [
        [
          int(rows),
          (bytes / 2 ** 20).toFixed(0),
          seconds.toFixed(1),
          int(rows / seconds),
          mb(idle.rssKb),
          `${mb(peakKb)} (VmHWM ${mb(after.hwmKb)})`,
          mb(aboveKb),
          verdict(aboveKb / 1024 <= targets.exportPeakMb),
        ],
      ],
    );
  } finally {
    await server.stop();
    await removeBenchAdmin(target);
  }
}
