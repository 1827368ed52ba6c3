import { parentPort } from 'node:worker_threads';
import initSqlJs from 'sql.js';
import type { ReaderMessage } from './import-item';

// For tests of the reader's time limit: a reader that says how many notes there are (so the test
// knows it got that far), then runs a SQLite query that never ends, as a view in a deck could.

const send = (message: ReaderMessage) => parentPort!.postMessage(message);
const SQL = await initSqlJs();
send({ type: 'total', total: 1 });
new SQL.Database().exec(
  'with recursive r(x) as (select 1 union all select x + 1 from r where x < 1e15) select count(*) from r',
);
send({ type: 'done' });
