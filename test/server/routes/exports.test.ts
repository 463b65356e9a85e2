/**
 * CSV exports (docs/product.md#exports): every row the filter selects, streamed in chunks;
 * cells a spreadsheet would run as formulas are quoted; who may export is who may read; an
 * account runs two at once, however they end, and an export has a ceiling of rows.
 */
import { count, eq, sql } from 'drizzle-orm';

import { EXPORT_HEADERS } from '@contract/copy/exports';
import { EXPORT_MESSAGES } from '@contract/messages';
import { EXPORTS, EXPORTS_AT_ONCE } from '@contract/tables';
import { exportRuns, users } from '@server/db/schema';
import { atMostRows, EXPORT_CHUNK_ROWS } from '@server/services/exports';
import { addCoins, postTaskAs, review, submitAs } from '../support/market';
import { createTestServer, type TestAccount, type TestServer } from '../support/testServer';
import { waitUntil } from '../support/waitUntil';

type Person = Awaited<ReturnType<TestServer['createUser']>>;

const BULK_USERS = 10_000;
const FORMULA_TITLE = '=HYPERLINK("http://example.test","x")';

let server: TestServer;
let admin: Person;
let buyer: Person;
let worker: Person;

const db = () => server.database.db;
const url = (path: string) => `/api${path}`;

/** RFC 4180: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const character = text[at];
    if (quoted) {
      if (character === '"' && text[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (character !== '\r') cell += character;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function exported(who: TestAccount | undefined, path: string) {
  const response = await server.call(who, { method: 'GET', url: url(path) });
  return { response, rows: response.statusCode === 200 ? parseCsv(response.body) : [] };
}

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.createUser('admin', 'Ada Admin');
  buyer = await server.createUser('buyer', 'Bea Buyer');
  worker = await server.createUser('worker', 'Wes Worker');
  // A name a spreadsheet would run as a formula.
  await db().update(users).set({ name: '+cmd' }).where(eq(users.id, worker.user._id));
  await addCoins(db(), buyer.user._id, 1000);
  const formulaTask = await postTaskAs(server, buyer, {
    task_title: FORMULA_TITLE,
    payable_amount: 8,
    required_workers: 1,
  });
  const submission = await submitAs(server, worker, formulaTask);
  expect((await review(server, buyer, submission, 'approved')).statusCode).toBe(200);
  // Many equal coins and one created_at (one statement): the order leans on the id.
  await db().execute(sql`
    insert into ${users} (firebase_uid, name, email, role, available_coin)
    select 'bulk-' || n, 'Bulk ' || lpad(n::text, 5, '0'), 'bulk' || n || '@example.test',
           (case when n % 10 = 0 then 'buyer' else 'worker' end)::role, n % 7
    from generate_series(1, ${BULK_USERS}) as n`);
});
afterAll(() => server.close());

describe('formulas and columns', () => {
  test('a title or a name a spreadsheet would run comes out behind a single quote', async () => {
    const tasks = await exported(admin, EXPORTS.manageTasks);
    expect(tasks.response.statusCode).toBe(200);
    expect(tasks.rows[0]).toEqual(Object.values(EXPORT_HEADERS.manageTasks));
    expect(tasks.rows[1]?.[0]).toBe(`'${FORMULA_TITLE}`);
    const people = await exported(admin, `${EXPORTS.users}?q=cmd`);
    expect(people.rows.slice(1).map((row) => row[0])).toEqual(["'+cmd"]);
  });

  test('a CSV attachment named by the day, ISO dates, coins and dollars', async () => {
    const { response, rows } = await exported(worker, EXPORTS.earnings);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="earnings-${today}.csv"`,
    );
    expect(rows[0]).toEqual(Object.values(EXPORT_HEADERS.earnings));
    const [title, buyerName, coins, dollars, submittedAt, approvedAt] = rows[1] ?? [];
    expect([title, buyerName, coins, dollars]).toEqual([
      `'${FORMULA_TITLE}`,
      'Bea Buyer',
      '8',
      '0.4',
    ]);
    for (const date of [submittedAt, approvedAt]) {
      expect(new Date(date ?? '').toISOString()).toBe(date);
    }
  });
});

describe('every row, in chunks', () => {
  test('10,000 rows arrive in many chunks, read from the database in chunks', async () => {
    const select = jest.spyOn(db(), 'select');
    try {
      const response = await server.app.inject({
        method: 'GET',
        url: url(`${EXPORTS.users}?sort=coins&order=desc`),
        headers: { authorization: `Bearer ${admin.idToken}` },
        payloadAsStream: true,
      });
      expect(response.statusCode).toBe(200);
      let chunks = 0;
      let text = '';
      for await (const chunk of response.stream()) {
        chunks += 1;
        text += String(chunk);
      }
      const rows = parseCsv(text).slice(1);
      expect(rows).toHaveLength(BULK_USERS + 3);
      expect(new Set(rows.map((row) => row[1])).size).toBe(rows.length);
      const coins = rows.map((row) => Number(row[3]));
      expect(coins).toEqual([...coins].sort((a, b) => b - a));
      expect(chunks).toBeGreaterThan(1);
      expect(select.mock.calls.length).toBeGreaterThanOrEqual(BULK_USERS / EXPORT_CHUNK_ROWS);
    } finally {
      select.mockRestore();
    }
  });

  test('the filter selects across every chunk, none twice, in the asked order', async () => {
    const { rows } = await exported(admin, `${EXPORTS.users}?status=buyer&q=bulk&sort=joined`);
    const names = rows.slice(1).map((row) => row[0]);
    expect(names).toHaveLength(BULK_USERS / 10);
    expect(new Set(names).size).toBe(names.length);
    const { rows: byName } = await exported(
      admin,
      `${EXPORTS.users}?status=buyer&q=bulk&sort=name&order=desc`,
    );
    const sortedNames = byName.slice(1).map((row) => row[0] ?? '');
    expect(sortedNames).toEqual([...names].sort().reverse());
  });
});

describe('how many at once, and how large', () => {
  // The users export (10,000 rows and more) stays under way while nobody reads it.
  const runsOf = async (person: Person) => {
    const [row] = await db()
      .select({ value: count() })
      .from(exportRuns)
      .where(eq(exportRuns.userId, person.user._id));
    return row?.value ?? 0;
  };
  const readToTheEnd = async (stream: AsyncIterable<unknown>) => {
    for await (const _chunk of stream);
  };

  test('two at once per account, on every instance together: a third is refused with 429 until one of them ends', async () => {
    const elsewhere = await server.anotherInstance();
    const openExport = (instance: { app: TestServer['app'] }) =>
      instance.app.inject({
        method: 'GET',
        url: url(EXPORTS.users),
        headers: { authorization: `Bearer ${admin.idToken}` },
        payloadAsStream: true,
      });
    const first = await openExport(server);
    const second = await openExport(elsewhere);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);

    const third = await exported(admin, EXPORTS.manageTasks);
    expect(third.response.statusCode).toBe(429);
    const thirdElsewhere = await elsewhere.call(admin, {
      method: 'GET',
      url: url(EXPORTS.manageTasks),
    });
    expect(thirdElsewhere.statusCode).toBe(429);
    expect(third.response.json()).toEqual({
      message: EXPORT_MESSAGES.tooManyAtOnce(EXPORTS_AT_ONCE),
    });
    // The limit is the account's: someone else exports meanwhile.
    expect((await exported(buyer, EXPORTS.payments)).response.statusCode).toBe(200);

    await readToTheEnd(first.stream());
    await waitUntil(async () => (await runsOf(admin)) < EXPORTS_AT_ONCE);
    expect((await exported(admin, EXPORTS.manageTasks)).response.statusCode).toBe(200);
    await readToTheEnd(second.stream());
    await waitUntil(async () => (await runsOf(admin)) === 0);
  });

  test('an export whose connection goes away mid-file gives its place back', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: url(EXPORTS.users),
      headers: { authorization: `Bearer ${admin.idToken}` },
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    expect(await runsOf(admin)).toBe(1);
    // Read in part, then torn down as when the client leaves: the answer closes unfinished.
    for await (const _chunk of response.stream()) break;
    response.raw.res.destroy();
    await waitUntil(async () => (await runsOf(admin)) === 0);
  });

  test('an export past the ceiling is refused before its first byte; narrowed, it goes', async () => {
    const small = await createTestServer({ EXPORT_MAX_ROWS: '2' });
    try {
      const chief = await small.createUser('admin', 'Ceiling Chief');
      await small.createUser('worker', 'Ceiling Worker');
      await small.createUser('buyer', 'Ceiling Buyer');
      const refused = await small.call(chief, { method: 'GET', url: url(EXPORTS.users) });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ message: EXPORT_MESSAGES.tooManyRows(3, 2) });
      const narrowed = await small.call(chief, {
        method: 'GET',
        url: url(`${EXPORTS.users}?status=admin`),
      });
      expect(narrowed.statusCode).toBe(200);
      expect(
        parseCsv(narrowed.body)
          .slice(1)
          .map((row) => row[0]),
      ).toEqual(['Ceiling Chief']);
      // Both gave their place back (the refused one too) once they ended.
      await waitUntil(async () => {
        const [runs] = await small.database.db.select({ value: count() }).from(exportRuns);
        return runs?.value === 0;
      });
    } finally {
      await small.close();
    }
  });

  test('rows that grow past the ceiling while the file is sent break it off, never cut it short silently', async () => {
    async function* threeRows() {
      yield* [['one'], ['two'], ['three']];
    }
    const sent: unknown[] = [];
    const sending = (async () => {
      for await (const row of atMostRows(threeRows(), 2)) sent.push(row);
    })();
    await expect(sending).rejects.toThrow('The export grew past 2 rows while it was sent.');
    expect(sent).toEqual([['one'], ['two']]);
  });
});

describe('who may export', () => {
  test('without a token 401; another role 403; bad input a 400 naming the field', async () => {
    for (const path of Object.values(EXPORTS)) {
      expect((await exported(undefined, path)).response.statusCode).toBe(401);
    }
    const refused: [Person, string][] = [
      [worker, EXPORTS.users],
      [buyer, EXPORTS.manageTasks],
      [worker, EXPORTS.withdrawals],
      [buyer, EXPORTS.appeals],
      [admin, EXPORTS.payments],
      [buyer, EXPORTS.mySubmissions],
      [admin, EXPORTS.earnings],
    ];
    for (const [who, path] of refused) {
      expect((await exported(who, path)).response.statusCode).toBe(403);
    }
    const bad = await exported(admin, `${EXPORTS.users}?sort=salary`);
    expect(bad.response.statusCode).toBe(400);
    expect(bad.response.json<{ message: string }>().message).toMatch('querystring.sort');
  });

  test("a buyer's payments and a worker's submissions are their own", async () => {
    const payments = await exported(buyer, EXPORTS.payments);
    expect(payments.rows[0]).toEqual(Object.values(EXPORT_HEADERS.payments));
    const mine = await exported(worker, `${EXPORTS.mySubmissions}?status=approved`);
    expect(mine.rows.slice(1).map((row) => row[0])).toEqual([`'${FORMULA_TITLE}`]);
    const other = await server.createUser('worker', 'Otto Other');
    const theirs = await exported(other, EXPORTS.mySubmissions);
    expect(theirs.rows).toEqual([Object.values(EXPORT_HEADERS.mySubmissions)]);
  });
});
