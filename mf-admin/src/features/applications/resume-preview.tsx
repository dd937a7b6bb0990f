// The resume of an application: PDFs shown inline through a 5-minute signed link, Word files offered as a
// download, 'No file' when there is none.
import { getRuntimeConfig, logoutAdmin, Modal, refusesAdminToken, toast, useAppDispatch, useAppSelector } from '@site/shared-ui';
import { useEffect, useState } from 'react';

export interface ResumeRow {
  _id: string;
  name?: string;
  resume?: string;
  resumeName?: string;
}

const base = () => getRuntimeConfig().apiUrl.replace(/\/$/, '');
export const resumeExt = (row: ResumeRow) => (row.resumeName ?? row.resume ?? '').split('.').pop()?.toLowerCase() ?? '';

function useAdminFetch() {
  const token = useAppSelector((s) => s.session.adminToken);
  const dispatch = useAppDispatch();
  return async (path: string) => {
    const res = await fetch(`${base()}/${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (refusesAdminToken(res.status)) void dispatch(logoutAdmin('expired'));
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      throw new Error(body.message ?? `Request failed (${res.status})`);
    }
    return res;
  };
}

/** Downloads the resume with the admin's token (a plain link could not carry it). */
export function DownloadResume({ row }: { row: ResumeRow }) {
  const adminFetch = useAdminFetch();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await (await adminFetch(`admin/applyJobs/resume/${row._id}`)).blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = row.resumeName ?? `resume.${resumeExt(row)}`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (err) {
      toast.error(`Failed to download the resume: ${(err as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="ui-button ui-button--small" disabled={busy} onClick={() => void download()} aria-label={`Download resume of ${row.name ?? 'applicant'}`}>
      Download
    </button>
  );
}

export function ResumePreview({ row, onClose }: { row: ResumeRow | null; onClose: () => void }) {
  const adminFetch = useAdminFetch();
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isPdf = row ? resumeExt(row) === 'pdf' : false;

  useEffect(() => {
    setLink(null);
    setError(null);
    if (!row?.resume || !isPdf) return;
    let live = true;
    adminFetch(`admin/applyJobs/resumeLink/${row._id}`)
      .then((r) => r.json() as Promise<{ url: string }>)
      .then((d) => live && setLink(`${base()}${d.url}`))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
    // adminFetch changes with each render; the row alone decides what is fetched.
  }, [row?._id, isPdf]);

  return (
    <Modal open={row !== null} onClose={onClose} title={`Resume of ${row?.name ?? ''}`} size="large">
      {row && !row.resume && <p>No file</p>}
      {row?.resume && (
        <div className="admin-resume">
          <p>
            {row.resumeName ?? 'Resume'} <DownloadResume row={row} />
          </p>
          {isPdf ? (
            error ? (
              <p className="ui-alert">{error}</p>
            ) : link ? (
              <iframe title={`Resume of ${row.name ?? 'applicant'}`} src={link} className="admin-resume__frame" />
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
