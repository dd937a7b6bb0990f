// The drive's funnel (docs/behaviour.md §26): a chart to look at, the same numbers in a table beside it, switchable
// between all and by job, language or source, and the API's CSV to download.
import type { DriveFunnel } from '@site/contracts';
import { FUNNEL_STEPS } from '@site/contracts';
import { saveFile, toast } from '@site/shared-ui';
import { useMemo, useState } from 'react';
import { FiDownload } from 'react-icons/fi';
import { useOfficeDriveFunnelCsvMutation } from './drives-api';
import { FunnelChart } from './funnel-chart';
import { funnelRows, percentText, type Split, SPLITS, STEP_NAMES } from './funnel';

export function FunnelPanel({ driveId, funnel, fileName }: { driveId: string; funnel: DriveFunnel; fileName: string }) {
  const [split, setSplit] = useState<Split>('total');
  const rows = useMemo(() => funnelRows(funnel, split), [funnel, split]);
  const [csv, { isLoading }] = useOfficeDriveFunnelCsvMutation();
  const download = async () => {
    try {
      saveFile(await csv(driveId).unwrap(), `${fileName}-funnel.csv`);
    } catch {
      toast.error('The CSV could not be made. Please try again.');
    }
  };
  return (
    <section className="admin-drive-funnel" aria-labelledby="drive-funnel-title">
      <div className="admin-drive-funnel__head">
        <h2 id="drive-funnel-title">Funnel</h2>
        <div className="admin-drive-funnel__splits" role="group" aria-label="Show the funnel">
          {(Object.keys(SPLITS) as Split[]).map((s) => (
            <button
              key={s}
              type="button"
              className={`ui-button ui-button--small${split === s ? ' ui-button--primary' : ''}`}
              aria-pressed={split === s}
              onClick={() => setSplit(s)}
            >
              {SPLITS[s]}
            </button>
          ))}
        </div>
        <button type="button" className="ui-button ui-button--small" disabled={isLoading} aria-busy={isLoading || undefined} onClick={() => void download()}>
          <FiDownload aria-hidden /> Download CSV
        </button>
      </div>
      {rows.length === 0 ? (
        <p>Nobody yet.</p>
      ) : (
        <div className="admin-drive-funnel__body">
          <FunnelChart rows={rows} />
          <div className="admin-drive-funnel__table">
            <table>
              <caption>
                {SPLITS[split] === 'All' ? 'The funnel' : `The funnel ${SPLITS[split].toLowerCase()}`}: each step’s count and its share of the step before
              </caption>
              <thead>
                <tr>
                  {split !== 'total' && <th scope="col">{SPLITS[split].replace('By ', '').replace(/^./, (c) => c.toUpperCase())}</th>}
                  {FUNNEL_STEPS.map((s) => (
                    <th key={s} scope="col" className="admin-drive-funnel__step">
                      {STEP_NAMES[s]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.key}>
                    {split !== 'total' && <th scope="row">{r.label}</th>}
                    {r.cells.map((c, i) => (
                      <td key={c.step} data-label={STEP_NAMES[c.step]}>
                        <strong>{c.count}</strong>
                        {i > 0 && <span className="admin-drive-funnel__share"> {percentText(c.conversion)}</span>}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
