// `npm run db:rebuild`: recomputes the submissions' derived documents and brings older data into today's shape
// (docs/operations.md), on the database the API would use (scripts/database.mjs).
import path from 'node:path';
import { withDatabase } from './database.mjs';
import { ROOT } from './ferretdb.mjs';

const { rebuildDerived } = await import(path.join(ROOT, 'api/dist/rebuild.js'));

await withDatabase(async ({ db }) => {
  const report = await rebuildDerived(db);
  console.log(
    `Derived documents rebuilt: ${Object.entries(report.counted)
      .map(([k, n]) => `${n} ${k}`)
      .join(
        ', ',
      )}; ${report.mailsMoved} delivered e-mails moved to the mail log; ${report.historyMoved} history lines moved; ${report.auditRenumbered} audit entries numbered.`,
  );
});
