import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import './account.css';

/** The frame of the account pages: the page's plain header (`label`: its own title), then one card. */
export function AccountCard({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={label} />
      <section className="ui-section">
        <div className="ui-container main-account">
          <div className="main-account__card">
            <h1>{title}</h1>
            {children}
          </div>
        </div>
      </section>
    </>
  );
}
