// Where an interview is: the place as text and the video call as a link that opens it.
import type { Interview } from '@site/contracts';

export function InterviewWhere({ interview: i }: { interview: Pick<Interview, 'place' | 'videoLink'> }) {
  return (
    <>
      {i.place}
      {i.place && i.videoLink && ' · '}
      {i.videoLink && (
        <a href={i.videoLink} target="_blank" rel="noopener noreferrer" className="admin-interview-link">
          {i.videoLink}
        </a>
      )}
    </>
  );
}
