// The plain header of a private page (the candidate's page, My applications, a reset or confirmation link): the
// page's own title on a quiet band, not the sales banner and its BOOK A SCHEDULE (docs/behaviour.md §17, §21).
import './page-header.css';

export function PageHeader({ title }: { title: string }) {
  return (
    <header className="main-page-header">
      <div className="ui-container">
        <p className="main-page-header__title">{title}</p>
      </div>
    </header>
  );
}
