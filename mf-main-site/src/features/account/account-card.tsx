import type { ReactNode } from 'react';
import { MainHero } from '../../components/main-hero';
import './account.css';

/** The frame of the account pages: the hero, then one card. */
export function AccountCard({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  return (
    <>
      <MainHero label={label} />
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
