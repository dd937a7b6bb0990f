// The Source filter of the inbox and the Candidates screen: the firm's job-link sources by name, and a source named
// by the address that the list no longer has, so a shared link still says what it filters.
import { useLinkSourcesQuery } from '../lib/link-sources-api';

interface Props {
  value: string | undefined;
  onChange: (source: string | undefined) => void;
}

export function SourceSelect({ value, onChange }: Props) {
  const sources = useLinkSourcesQuery().data ?? [];
  const known = !value || sources.some((s) => s.key === value);
  return (
    <label>
      Source
      <select name="source" value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">Any source</option>
        {!known && <option value={value}>{value}</option>}
        {sources.map((s) => (
          <option key={s.key} value={s.key}>
            {s.label}
          </option>
        ))}
      </select>
    </label>
  );
}
