// jest-fixed-jsdom gives the window Node's FormData and Blob but leaves jsdom's File, which Node's FormData does not
// take as a file. Node's own File keeps a chosen file a file when a form sends it.
import { File } from 'node:buffer';

Object.assign(globalThis, { File });
