// Drawn public pages, kept as their bytes: a burst of anonymous views of one page (a job shared on WhatsApp, a
// poster's QR code at a station) draws it once. The key names everything that changes the bytes (see pageKey in
// index.ts); a kept page also ends by itself when what it shows stops being true (page-until.ts). Each encoding is
// compressed once, when first asked for. The cache holds at most `maxBytes` of HTML, the least recently read
// going first, so strange addresses cannot fill the memory.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

export interface KeptPage {
  etag: string;
  status: number;
  /** The headers that go with these bytes (the page's policy among them), as a flat list: a 304 carries the same. */
  head: string[];
  html: Buffer;
  /** When it stops being true by itself (ms). */
  until: number;
  compressed: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>;
}

export function keptPage(html: string, status: number, headers: Record<string, string>, until: number): KeptPage {
  const bytes = Buffer.from(html);
  const etag = `"${createHash('sha256').update(bytes).update(JSON.stringify(headers)).digest('base64url').slice(0, 27)}"`;
  const all = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    ETag: etag,
    // A visitor saving data gets other bytes (no hero photo, the narrowest copies).
    Vary: 'Accept-Encoding, Save-Data',
    ...headers,
  };
  return { etag, status, head: Object.entries(all).flat(), html: bytes, until, compressed: {} };
}

/** The page's bytes in `encoding`, compressed the first time they are asked for. */
export function bytesOf(page: KeptPage, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'identity') return Promise.resolve(page.html);
  page.compressed[encoding] ??= encoding === 'br' ? brotli(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipAsync(page.html, { level: 9 });
  return page.compressed[encoding]!;
}

export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  private readonly drawing = new Map<string, Promise<KeptPage | null>>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** The kept page, while it holds. */
  get(key: string, now = Date.now()): KeptPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (now >= page.until) {
      this.drop(key);
      return undefined;
    }
    // Read again: it goes to the end of the line of what is dropped first.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /**
   * The page under `key`, drawn by `draw` when it is not kept: requests for it meanwhile wait for the same drawing.
   * `draw` gives the page and whether it may be kept (a page drawn without its data or its remote is not).
   */
  async getOrDraw(key: string, draw: () => Promise<{ page: KeptPage; keep: boolean }>): Promise<KeptPage> {
    const kept = this.get(key);
    if (kept) return kept;
    let pending = this.drawing.get(key);
    if (!pending) {
      pending = draw().then(({ page, keep }) => {
        if (keep) this.set(key, page);
        return page;
      });
      this.drawing.set(key, pending);
      void pending.catch(() => undefined).finally(() => this.drawing.delete(key));
    }
    return (await pending)!;
  }

  set(key: string, page: KeptPage) {
    if (page.html.length > this.maxBytes / 8) return;
    this.drop(key);
    this.pages.set(key, page);
    this.bytes += page.html.length;
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  get size() {
    return this.pages.size;
  }

  private drop(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.html.length;
  }
}
