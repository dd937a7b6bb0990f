// One dialog for every switch: the question, the canary's share when trying a release, and the API's refusal in
// the API's words (the shell's reason, a conflict with another admin's switch), kept open so it can be read.
import type { LiveRelease, ReleaseRemote, ReleaseSwitch } from '@site/contracts/releases';
import { errorMessage, Modal } from '@site/shared-ui';
import { useId, useState } from 'react';
import { DialogFoot } from './dialog-foot';
import { switchQuestion } from './release-words';

/** What the admin asked for; a canary's share is chosen in the dialog. */
export type SwitchAsk =
  { remote: ReleaseRemote; kind: 'promote' | 'canary'; id: string; percent?: number } | { remote: ReleaseRemote; kind: 'rollback' | 'end-canary' };

const TITLES: Record<SwitchAsk['kind'], string> = {
  promote: 'Make live',
  canary: 'Try on a share of visitors',
  rollback: 'Roll back',
  'end-canary': 'End canary',
};
const CONFIRM: Record<SwitchAsk['kind'], string> = { promote: 'Make live', canary: 'Start canary', rollback: 'Roll back', 'end-canary': 'End canary' };
const SHARE_PROBLEM = 'Enter a whole number from 1 to 99.';

/** The share typed, when it is a whole number of percent from 1 to 99. */
export function canaryShare(typed: string): number | null {
  const n = Number(typed.trim());
  return typed.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= 99 ? n : null;
}

export function SwitchDialog({
  ask,
  pointer,
  busy,
  onSwitch,
  onClose,
}: {
  ask: SwitchAsk | null;
  pointer: LiveRelease | undefined;
  busy: boolean;
  onSwitch: (change: ReleaseSwitch) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <Modal open={ask !== null && pointer !== undefined} onClose={onClose} title={ask ? TITLES[ask.kind] : ''} size="small">
      {ask && pointer && (
        <SwitchForm
          key={`${ask.remote}-${ask.kind}-${'id' in ask ? ask.id : ''}`}
          ask={ask}
          pointer={pointer}
          busy={busy}
          onSwitch={onSwitch}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function SwitchForm({
  ask,
  pointer,
  busy,
  onSwitch,
  onClose,
}: {
  ask: SwitchAsk;
  pointer: LiveRelease;
  busy: boolean;
  onSwitch: (change: ReleaseSwitch) => Promise<void>;
  onClose: () => void;
}) {
  const [share, setShare] = useState(ask.kind === 'canary' && ask.percent ? String(ask.percent) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [shareWrong, setShareWrong] = useState(false);
  const shareId = useId();
  const problemId = useId();
  const base: ReleaseSwitch = ask.kind === 'promote' || ask.kind === 'canary' ? { action: 'promote', id: ask.id } : { action: ask.kind };

  const submit = async () => {
    let change = base;
    if (ask.kind === 'canary') {
      const percent = canaryShare(share);
      setShareWrong(percent === null);
      if (percent === null) return setProblem(SHARE_PROBLEM);
      change = { action: 'promote', id: ask.id, canaryPercent: percent };
    }
    setProblem(null);
    try {
      await onSwitch(change);
    } catch (err) {
      setProblem(errorMessage(err) ?? 'The release could not be switched. Try again.');
    }
  };

  return (
    <form
      className="admin-releases__dialog"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p>{switchQuestion(ask.remote, ask.kind, 'id' in ask ? ask.id : undefined, pointer)}</p>
      {ask.kind === 'canary' && (
        <label htmlFor={shareId}>
          Share of visitors (%)
          <input
            id={shareId}
            name="canaryPercent"
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            step={1}
            required
            value={share}
            aria-invalid={shareWrong || undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(e) => setShare(e.target.value)}
          />
        </label>
      )}
      <DialogFoot problem={problem} problemId={problemId} busy={busy} action={CONFIRM[ask.kind]} busyAction="Switching..." onCancel={onClose} />
    </form>
  );
}
