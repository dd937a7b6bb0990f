// Find a Person (docs/behaviour.md §14.2): everything held about one e-mail address or mobile number, exported as
// JSON, the CVs as a zip, or erased. What was searched is kept in the page's address (?email= or ?mobile=), so a
// reload shows the same person.
import { formatIndianMobile, type PersonQuery } from '@site/contracts';
import { ConfirmDialog, ErrorState, saveFile, toast } from '@site/shared-ui';
import { type FormEvent, useEffect, useState } from 'react';
import { FiDownload, FiSearch, FiTrash2 } from 'react-icons/fi';
import { useAddressParams } from '../../components/use-address-params';
import { describeFailure } from '../../lib/failure-text';
import { holdsNothing, PersonDetails } from './person-record';
import { useEraseMutation, usePersonQuery, usePersonResumesMutation } from './privacy-api';
import { countsText, TYPE_ORDER } from './privacy-words';
import './privacy.css';

/** The server's reason for a failed call, else that it did not answer. */
const reason = (err: unknown) => describeFailure(err).message ?? (describeFailure(err).answered ? 'An error occurred!' : 'The server did not answer');

export function PersonPage() {
  const [params, update] = useAddressParams();
  const email = params.get('email')?.trim() ?? '';
  const mobile = params.get('mobile')?.trim() ?? '';
  const searched = email || mobile;
  const asked: PersonQuery = email ? { email } : { mobile };
  const [typed, setTyped] = useState(searched);
  // Back and forward change the address: the box shows what was searched for.
  useEffect(() => setTyped(searched), [searched]);
  const person = usePersonQuery(asked, { skip: !searched });
  const [fetchZip, zip] = usePersonResumesMutation();
  const [erase, erasing] = useEraseMutation();
  const [asking, setAsking] = useState(false);
  const record = person.currentData;

  // An address has an @; anything else is read as a mobile number (the API says when it is not one).
  const find = (e: FormEvent) => {
    e.preventDefault();
    const value = typed.trim();
    update(value.includes('@') ? { email: value, mobile: undefined } : { mobile: value || undefined, email: undefined });
  };
  const who = record?.mobile ? formatIndianMobile(record.mobile) : (record?.email ?? searched);
  const fileName = (record?.email ?? record?.mobile ?? searched).replace(/[^\w.@+-]+/g, '_');

  const exportJson = () => {
    if (!record) return;
    const url = URL.createObjectURL(new Blob([JSON.stringify(record, null, 2)], { type: 'application/json' }));
    saveFile(url, `person-${fileName}.json`);
  };

  const downloadZip = async () => {
    try {
      const url = await fetchZip(asked).unwrap();
      saveFile(url, `cvs-${fileName}.zip`);
    } catch (err) {
      toast.error(`The CVs could not be downloaded: ${reason(err)}`);
    }
  };

  const confirmErase = async () => {
    try {
      const result = await erase(asked).unwrap();
      toast.success(`${result.message}: ${countsText(result.erased)}.`);
    } catch (err) {
      toast.error(`Error: ${reason(err)}`);
    }
    setAsking(false);
  };

  const held = record
    ? { ...Object.fromEntries(TYPE_ORDER.map((t) => [t, record.submissions[t]?.length ?? 0])), accounts: record.account ? 1 : 0, mails: record.mails.length }
    : {};
  const eraseText = `Erase everything held about ${who}? This deletes ${countsText(held)}, with their CVs and other files, and the CV access log. This cannot be undone.`;

  return (
    <section className="admin-screen">
      <header className="admin-screen__header" data-toasts-below="">
        <h1>Find a Person</h1>
      </header>
      <p className="admin-form__hint">
        Everything held about one e-mail address: their account, what they sent, the e-mails sent to them and who opened their CVs. Or about one mobile number:
        everything sent with it, however it was typed, and every application of the candidate who confirmed it by SMS code.
      </p>
      <form className="admin-person__search" role="search" onSubmit={find}>
        <label>
          E-mail address or mobile number
          <input type="text" name="person" value={typed} onChange={(e) => setTyped(e.target.value)} required autoComplete="off" />
        </label>
        <button type="submit" className="ui-button ui-button--primary">
          <FiSearch aria-hidden /> Find
        </button>
      </form>
      {person.isFetching && !record && <p role="status">Searching...</p>}
      {person.isError && <ErrorState title="The search failed" message={reason(person.error)} onRetry={() => void person.refetch()} />}
      {record && holdsNothing(record) && <p className="admin-person__nothing">Nothing is held about {who}.</p>}
      {record && !holdsNothing(record) && (
        <>
          <div className="admin-person__actions">
            <button type="button" className="ui-button" onClick={exportJson}>
              <FiDownload aria-hidden /> Export as JSON
            </button>
            {record.submissions.applyJobs?.length > 0 && (
              <button type="button" className="ui-button" disabled={zip.isLoading} onClick={() => void downloadZip()}>
                <FiDownload aria-hidden /> {zip.isLoading ? 'Preparing...' : 'Download CVs (zip)'}
              </button>
            )}
            <button type="button" className="ui-button ui-button--danger" onClick={() => setAsking(true)}>
              <FiTrash2 aria-hidden /> Erase all data
            </button>
          </div>
          <PersonDetails record={record} />
        </>
      )}
      <ConfirmDialog
        open={asking}
        text={eraseText}
        confirmLabel="Erase all data"
        busyLabel="Erasing..."
        busy={erasing.isLoading}
        onConfirm={() => void confirmErase()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
