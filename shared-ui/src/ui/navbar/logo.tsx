// The company mark: a shield with a check and the "Sentinel IFS" wordmark.
import './logo.css';

export interface LogoProps {
  /** Light colours for dark backgrounds (footer, landing). */
  inverted?: boolean;
  /** Only the mark and the wordmark, without the line below it. */
  compact?: boolean;
}

export function Logo({ inverted = false, compact = false }: LogoProps) {
  return (
    <span className={`ui-logo${inverted ? ' ui-logo--inverted' : ''}`}>
      <svg className="ui-logo__mark" viewBox="0 0 40 46" width="34" height="40" aria-hidden focusable="false">
        <path d="M20 1 L38 8 V22 Q38 37 20 45 Q2 37 2 22 V8 Z" fill="#13a89e" />
        <path d="M20 5 L34 10.5 V22 Q34 34 20 41 Z" fill="#0b2545" opacity="0.18" />
        <path d="M11 23 L18 30 L30 16" stroke="#fff" strokeWidth="4.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="ui-logo__text">
        <strong>
          Sentinel <span className="ui-logo__ifs">IFS</span>
        </strong>
        {!compact && <small>Integrated Facility Services</small>}
      </span>
    </span>
  );
}
