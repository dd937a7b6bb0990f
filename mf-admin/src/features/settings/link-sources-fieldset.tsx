// The job links' sources (docs/behaviour.md §16.2): places, channels and staff referral codes a job link may carry as
// `?src=`. An application is stored with its source only when the source is on this list.
import { type LinkSource, SOURCES_MAX } from '@site/contracts';

interface Props {
  sources: LinkSource[];
  onChange: (sources: LinkSource[]) => void;
}

export function LinkSourcesFieldset({ sources, onChange }: Props) {
  const setPart = (i: number, part: keyof LinkSource, value: string) => onChange(sources.map((s, j) => (j === i ? { ...s, [part]: value } : s)));
  return (
    <fieldset>
      <legend>Where applicants come from</legend>
      <p>
        The sources a job link may carry (<code>?src=poster-pune-station</code>): a poster's place, a job board, walk-ins, a newspaper, or a staff member's
        referral code (<code>ref-</code> and their code). The inbox filters applications by them and each job's poster carries one. A link with a source not on
        this list is stored without one.
      </p>
      {sources.map((s, i) => (
        <div className="admin-settings__link" key={i}>
          <label>
            Key
            <input value={s.key} aria-label={`Key of source ${i + 1}`} placeholder="walk-in" onChange={(e) => setPart(i, 'key', e.target.value)} />
          </label>
          <label>
            Name
            <input
              value={s.label}
              aria-label={`Name of source ${i + 1}`}
              placeholder="Walk-in at the office"
              onChange={(e) => setPart(i, 'label', e.target.value)}
            />
          </label>
          <button
            type="button"
            className="ui-button ui-button--small"
            aria-label={`Remove source ${i + 1}`}
            onClick={() => onChange(sources.filter((_, j) => j !== i))}
          >
            Remove
          </button>
        </div>
      ))}
      {sources.length < SOURCES_MAX && (
        <button type="button" className="ui-button ui-button--small" onClick={() => onChange([...sources, { key: '', label: '' }])}>
          Add a source
        </button>
      )}
    </fieldset>
  );
}
