import { api, ConfirmDialog, getRuntimeConfig, t } from '@site/shared-ui';
import { CANDIDATE_ROUTES } from '@site/contracts/resources';
import { useState } from 'react';

/** Withdraw, download and erase: what the candidate can do with their own application. */
export function ApplicationActions({ token, canWithdraw, onErased }: { token: string; canWithdraw: boolean; onErased: () => void }) {
  const [withdraw, withdrawing] = api.useCandidateWithdrawMutation();
  const [erase, erasing] = api.useCandidateEraseMutation();
  const [asking, setAsking] = useState<'withdraw' | 'erase' | null>(null);
  const exportUrl = `${getRuntimeConfig().apiUrl.replace(/\/$/, '')}/${CANDIDATE_ROUTES.export.replace(':token', encodeURIComponent(token))}`;
  const failed = withdrawing.isError || erasing.isError;
  return (
    <section className="main-application__actions" aria-labelledby="application-actions">
      <h2 id="application-actions">{t('Your choices')}</h2>
      {canWithdraw && (
        <div>
          <p>{t('No longer interested? Withdraw your application and we will be told at once.')}</p>
          <button type="button" className="ui-button ui-button--primary" onClick={() => setAsking('withdraw')}>
            {t('Withdraw my application')}
          </button>
        </div>
      )}
      <div>
        <p>{t('Download a copy of everything this site holds about your application.')}</p>
        <a className="ui-button ui-button--ghost" href={exportUrl} download="my-application.json">
          {t('Download my data')}
        </a>
      </div>
      <div>
        <p>{t('Erase your application, your CV and the e-mails about it. This cannot be undone.')}</p>
        <button type="button" className="ui-button ui-button--danger" onClick={() => setAsking('erase')}>
          {t('Erase my data')}
        </button>
      </div>
      {failed && <p role="alert">{t('That did not work. Please check your connection and try again.')}</p>}
      <ConfirmDialog
        open={asking === 'withdraw'}
        text={t('Withdraw your application? We will stop considering you for this job.')}
        confirmLabel={t('Withdraw')}
        busyLabel={t('Withdrawing...')}
        busy={withdrawing.isLoading}
        onCancel={() => setAsking(null)}
        onConfirm={() => void withdraw(token).finally(() => setAsking(null))}
      />
      <ConfirmDialog
        open={asking === 'erase'}
        text={t('Erase your application and everything we hold about it? This cannot be undone.')}
        confirmLabel={t('Erase')}
        busyLabel={t('Erasing...')}
        busy={erasing.isLoading}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          void erase(token)
            .unwrap()
            .then(onErased, () => setAsking(null))
        }
      />
    </section>
  );
}
