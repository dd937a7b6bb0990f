// The resume of an application: PDFs shown inline through a one-time signed link (60 s), Word files offered as a
// download, 'No file' when there is none.
import { Modal, toast, useAppDispatch } from '@site/shared-ui';
import { resumeFailure, resumeLogChanged, useResumeFileMutation, useResumeLinkQuery } from './api/resume-api';

export interface ResumeRow {
  _id: string;
  name?: string;
  resume?: string;
  resumeName?: string;
}

export const resumeExt = (row: ResumeRow) => (row.resumeName ?? row.resume ?? '').split('.').pop()?.toLowerCase() ?? '';

/** Downloads the resume with the admin's token (a plain link could not carry it). */
export function DownloadResume({ row }: { row: ResumeRow }) {
  const [fetchFile, { isLoading: busy }] = useResumeFileMutation();
  const download = async () => {
    try {
      const url = await fetchFile(row._id).unwrap();
      const a = document.createElement('a');
      a.href = url;
      a.download = row.resumeName ?? `resume.${resumeExt(row)}`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (err) {
      toast.error(`Failed to download the resume: ${resumeFailure(err)}`);
    }
  };
  return (
    <button
      type="button"
      className="ui-button ui-button--small"
      disabled={busy}
      onClick={() => void download()}
      aria-label={`Download resume of ${row.name ?? 'applicant'}`}
    >
      Download
    </button>
  );
}

export function ResumePreview({ row, onClose }: { row: ResumeRow | null; onClose: () => void }) {
  const isPdf = row ? resumeExt(row) === 'pdf' : false;
  // Asked afresh each time the preview opens: a link opens once, within a minute.
  const { currentData: link, error } = useResumeLinkQuery(row?._id ?? '', { skip: !row?.resume || !isPdf, refetchOnMountOrArgChange: true });
  const dispatch = useAppDispatch();
  // The frame's opening is in the CV access log now (docs/behaviour.md §10): a log on the page reads it again.
  const opened = () => dispatch(resumeLogChanged());

  return (
    <Modal
      open={row !== null}
      onClose={() => {
        if (link) opened();
        onClose();
      }}
      title={`Resume of ${row?.name ?? ''}`}
      size="large"
    >
      {row && !row.resume && <p>No file</p>}
      {row?.resume && (
        <div className="admin-resume">
          <p>
            {row.resumeName ?? 'Resume'} <DownloadResume row={row} />
          </p>
          {isPdf ? (
            error ? (
              <p className="ui-alert">{resumeFailure(error)}</p>
            ) : link ? (
              <iframe title={`Resume of ${row.name ?? 'applicant'}`} src={link} className="admin-resume__frame" onLoad={opened} />
            ) : (
              <p role="status">Loading preview...</p>
            )
          ) : (
            <p>Word documents cannot be shown in the browser: download the file to read it.</p>
          )}
        </div>
      )}
    </Modal>
  );
}
