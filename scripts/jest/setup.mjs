// react-router needs TextEncoder, which jsdom lacks.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// `findBy…` and `waitFor` wait for lazy chunks (forms, zod) that a loaded 2-core machine may take over a second
// to evaluate: a bound on waiting, not a timing assertion.
const { configure } = await import('@testing-library/react');
configure({ asyncUtilTimeout: 5000 });
