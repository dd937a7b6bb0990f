// One field of a version or of the current item, as the comparison shows it: images as thumbnails, lists as lines.
import { ImageWithFallback } from '@site/shared-ui';

export function FieldValue({ value, image }: { value: unknown; image: boolean }) {
  if (value === undefined || value === null || value === '') return <span className="admin-history__none">(empty)</span>;
  const list = Array.isArray(value) ? value : [value];
  if (image) {
    return (
      <span className="admin-history__images">
        {list.map((src) => (
          <ImageWithFallback key={String(src)} src={String(src)} alt={String(src).split('/').pop() ?? 'image'} width={64} height={64} />
        ))}
      </span>
    );
  }
  return (
    <span className="admin-history__text">
      {list.map((v, i) => (
        <span key={i}>{text(v)}</span>
      ))}
    </span>
  );
}

/** A sub-document (a service's FAQ, a day's hours) as "question: answer" text, ids left out. */
function text(v: unknown): string {
  if (v === null || typeof v !== 'object') return String(v);
  return Object.entries(v)
    .filter(([k]) => k !== '_id')
    .map(([k, x]) => `${k}: ${typeof x === 'object' && x !== null ? text(x) : String(x)}`)
    .join('; ');
}
