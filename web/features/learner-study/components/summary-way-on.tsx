import { Link } from 'react-router';
import { buttonClass } from '~/web/components/ui/button';
import type { StudyMessages } from '../i18n/en';

/** Where to go from a finished session: study again (the main way on unless missed words come first), or home. */
export function SummaryWayOn({
  onStudyAgain,
  studyAgainIsMain,
  t,
}: {
  onStudyAgain: () => void;
  studyAgainIsMain: boolean;
  t: StudyMessages;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        onClick={onStudyAgain}
        className={buttonClass(studyAgainIsMain ? 'primary' : 'secondary')}
      >
        {t.summary.studyAgain}
      </button>
      <Link to="/dashboard" className={buttonClass('secondary')}>
        {t.backToDashboard}
      </Link>
    </div>
  );
}
