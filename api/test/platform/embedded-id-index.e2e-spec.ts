// The embedded database's lookups by _id use an index for the site's own databases (tools/ferretdb/id_index.go):
// FerretDB 1.24's own _id index is on another expression than its lookups, so without it each read, update or
// delete by _id read the whole collection. Checked with SQLite's own query plan, on a FerretDB of the test's own.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MongoClient, ObjectId } from 'mongodb';
import { FERRETDB_BIN, freePort, startFerretDb } from '../../../scripts/ferretdb.mjs';

const plansOf = (file: string) =>
  Object.fromEntries(
    execFileSync(FERRETDB_BIN, [`--explain-id-lookups=${file}`], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((line) => line.split('\t')),
  ) as Record<string, string>;

describe('lookups by _id on the embedded database', () => {
  let dir: string;
  let ferret: Awaited<ReturnType<typeof startFerretDb>>;
  let client: MongoClient;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'id-index-'));
    ferret = await startFerretDb({ port: await freePort(), dataDir: dir, indexedDatabases: ['site'] });
    client = await MongoClient.connect(ferret.uri);
  });
  afterAll(async () => {
    await client?.close();
    await ferret?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("use an index in the site's database, for collections made before and after it started", async () => {
    const ids = [new ObjectId(), new ObjectId()];
    for (const db of ['site', 'other'])
      await client
        .db(db)
        .collection('things')
        .insertMany(ids.map((_id, i) => ({ _id, i })));
    await client
      .db('site')
      .collection('later')
      .insertOne({ _id: 'a#0' as never });
    // The index comes within a second of a collection's first write: wait for it (bounded), then look.
    let plans: Record<string, string> = {};
    for (let tries = 0; tries < 100 && !(plans.things?.includes('USING INDEX') && plans.later?.includes('USING INDEX')); tries++) {
      await new Promise((r) => setTimeout(r, 100));
      plans = plansOf(path.join(dir, 'site.sqlite'));
    }
    expect(plans.things).toMatch(/^SEARCH .* USING INDEX .*__id_path/);
    expect(plans.later).toMatch(/^SEARCH .* USING INDEX .*__id_path/);
    // Another database (as a test's, which it drops) is left as FerretDB made it: its lookups scan.
    expect(plansOf(path.join(dir, 'other.sqlite')).things).toMatch(/^SCAN /);
  });

  it('still finds, changes and deletes by _id', async () => {
    const things = client.db('site').collection<{ _id: ObjectId; i: number }>('things');
    const [first] = await things.find().sort({ i: 1 }).toArray();
    expect(await things.findOne({ _id: first!._id })).toEqual(first);
    await things.updateOne({ _id: first!._id }, { $set: { i: 7 } });
    expect((await things.findOne({ _id: first!._id }))?.i).toBe(7);
    await things.deleteOne({ _id: first!._id });
    expect(await things.findOne({ _id: first!._id })).toBeNull();
    expect(await things.countDocuments()).toBe(1);
  });
});
