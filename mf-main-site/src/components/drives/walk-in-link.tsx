// "Prefer to meet us? See our walk-in interview days →": where the jobs are listed (docs/behaviour.md §26).
import { Link, REMOTE_PATHS, t } from '@site/shared-ui';
import './drives.css';

export function WalkInLink() {
  return (
    <p className="ui-container main-jobs__walk-in">
      {t('Prefer to meet us?')} <Link to={REMOTE_PATHS.main.drives}>{t('See our walk-in interview days →')}</Link>
    </p>
  );
}
