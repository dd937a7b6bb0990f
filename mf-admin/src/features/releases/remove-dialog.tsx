// Removing a release no one wants (a build the shell refused, say): asked first, the API's refusal kept open in its
// words. Only releases the shell never draws are offered (not live, the canary nor a previous one).
import type { ReleaseRemote } from '@site/contracts/releases';
import { errorMessage, Modal } from '@site/shared-ui';
import { useId, useState } from 'react';
import { remoteNoun } from '../../lib/release-names';
import { DialogFoot } from './dialog-foot';

export interface RemoveAsk {
  remote: ReleaseRemote;
  id: string;
}

export function RemoveDialog({
  ask,
  busy,
  onRemove,
  onClose,
}: {
  ask: RemoveAsk | null;
  busy: boolean;
  onRemove: (ask: RemoveAsk) => Promise<void>;
  onClose: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const close = () => {
    setProblem(null);
    onClose();
  };
  const submit = async () => {
    if (!ask) return;
    setProblem(null);
    try {
      await onRemove(ask);
    } catch (err) {
      setProblem(errorMessage(err) ?? 'The release could not be removed. Try again.');
    }
  };
  return (
    <Modal open={ask !== null} onClose={close} title="Remove release" size="small">
      {ask && (
        <form
          className="admin-releases__dialog"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p>
            Remove release {ask.id} of {remoteNoun(ask.remote)}? It leaves the list and can never be made live again; its files are deleted at the team&apos;s
            next release command.
          </p>
          <DialogFoot problem={problem} problemId={problemId} busy={busy} action="Remove" busyAction="Removing..." danger onCancel={close} />
        </form>
      )}
    </Modal>
  );
}
