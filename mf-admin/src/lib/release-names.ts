// Each remote's name in the back office, for the Releases screen and the audit log's sentences about releases.
import type { ReleaseRemote } from '@site/contracts/releases';

export const REMOTE_TITLES: Record<ReleaseRemote, string> = { main: 'Main site', integrated: 'Integrated site', admin: 'Back office' };
/** The remote inside a sentence: "the integrated site". */
export const remoteNoun = (remote: ReleaseRemote) => (remote === 'admin' ? 'the back office' : `the ${REMOTE_TITLES[remote].toLowerCase()}`);
