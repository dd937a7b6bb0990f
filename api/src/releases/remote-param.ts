import { z } from 'zod';
import { RELEASE_REMOTES, type ReleaseRemote } from '@site/contracts/releases';
import { parseOrThrow } from '../common/http/parse.js';

const remoteSchema = z.enum(RELEASE_REMOTES, { error: 'remote must be main, integrated or admin' });

/** A remote named in a path: 400 "remote must be main, integrated or admin" for anything else. */
export const parseRemote = (value: unknown): ReleaseRemote => parseOrThrow(remoteSchema, value);
