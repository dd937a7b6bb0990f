// Mission and Vision (docs/behaviour.md §2.4, §9): the first eight missions, each with its fixed icon (by position).
import { LIMITS } from '@site/contracts/constants';
import { CardGridSection, type Entity, t } from '@site/shared-ui';
import type { IconType } from 'react-icons';
import { FiAward, FiCheckCircle, FiCpu, FiFeather, FiShield, FiTrendingUp, FiUsers, FiClipboard } from 'react-icons/fi';

export const MISSION_ICONS: readonly IconType[] = [FiShield, FiCheckCircle, FiUsers, FiAward, FiCpu, FiFeather, FiClipboard, FiTrendingUp];

export function firstMissions<T>(missions: readonly T[]): T[] {
  return missions.slice(0, LIMITS.missionsOnAbout);
}

export function MissionGrid({ missions, loading }: { missions: Entity<'missions'>[]; loading: boolean }) {
  return (
    <CardGridSection
      block="main-missions"
      titleId="missions-title"
      eyebrow={t('What drives us')}
      title={t('Mission and Vision')}
      items={firstMissions(missions)}
      loading={loading}
    >
      {(m, i) => {
        const Icon = MISSION_ICONS[i % MISSION_ICONS.length]!;
        return (
          <>
            <span className="main-missions__icon">
              <Icon aria-hidden />
            </span>
            <h3>{m.title}</h3>
            <p>{m.description}</p>
          </>
        );
      }}
    </CardGridSection>
  );
}
