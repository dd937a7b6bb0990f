// Mission and Vision (docs/behaviour.md §2.4, §9): the first eight missions, each with its fixed icon (by position).
import { LIMITS } from '@site/contracts/constants';
import { type Entity, SectionHeading } from '@site/shared-ui';
import type { IconType } from 'react-icons';
import { FiAward, FiCheckCircle, FiCpu, FiFeather, FiShield, FiTrendingUp, FiUsers, FiClipboard } from 'react-icons/fi';

export const MISSION_ICONS: readonly IconType[] = [FiShield, FiCheckCircle, FiUsers, FiAward, FiCpu, FiFeather, FiClipboard, FiTrendingUp];

export function firstMissions<T>(missions: readonly T[]): T[] {
  return missions.slice(0, LIMITS.missionsOnAbout);
}

export function MissionGrid({ missions, loading }: { missions: Entity<'missions'>[]; loading: boolean }) {
  const shown = firstMissions(missions);
  return (
    <section className="ui-section main-missions" aria-labelledby="missions-title">
      <div className="ui-container">
        <SectionHeading id="missions-title" eyebrow="What drives us" title="Mission and Vision" align="center" />
        {loading && shown.length === 0 ? (
          <p role="status" className="main-missions__loading">
            Loading...
          </p>
        ) : (
          <ul className="main-missions__grid">
            {shown.map((m, i) => {
              const Icon = MISSION_ICONS[i % MISSION_ICONS.length]!;
              return (
                <li key={m._id} className="main-missions__card">
                  <span className="main-missions__icon">
                    <Icon aria-hidden />
                  </span>
                  <h3>{m.title}</h3>
                  <p>{m.description}</p>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
