// A section's heading: a small eyebrow line, the title and an optional introduction.
import './section-heading.css';

export interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  text?: string;
  /** Id of the title, for a section's aria-labelledby. */
  id?: string;
  align?: 'start' | 'center';
}

export function SectionHeading({ eyebrow, title, text, id, align = 'start' }: SectionHeadingProps) {
  return (
    <header className={`ui-heading${align === 'center' ? ' ui-heading--center' : ''}`}>
      {eyebrow && <p className="ui-eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {text && <p className="ui-heading__text">{text}</p>}
    </header>
  );
}
