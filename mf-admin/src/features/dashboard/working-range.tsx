// On the embedded database, a notice once the submissions near the number it serves within the measured figures,
// with the way to move the site to MongoDB. Nothing on MongoDB, nor well within the range.
import { type DashboardFigures, WORKING_RANGE_WARNING } from '@site/contracts';

const count = (n: number) => n.toLocaleString('en-IN');

export function WorkingRangeNotice({ database }: { database: DashboardFigures['database'] | undefined }) {
  if (!database?.embedded || !database.workingRange || database.submissions < database.workingRange * WORKING_RANGE_WARNING) return null;
  return (
    <p className="ui-alert admin-working-range" role="status">
      The built-in database holds {count(database.submissions)} submissions, near the {count(database.workingRange)} it serves quickly. Move the site to MongoDB
      before it slows down: <code>npm run db:export</code>, set <code>MONGODB_URI</code>, then <code>npm run db:import</code> (see docs/operations.md).
    </p>
  );
}
