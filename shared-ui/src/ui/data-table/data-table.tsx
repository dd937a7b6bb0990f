// The back office's one table: search, sort by column, pagination, 60x60 thumbnails with a placeholder, long text
// cut only past a column's room (the full text on hover, on focus and in the row's detail). On a phone each row is
// a card of label and value pairs holding the whole record and its actions (docs/behaviour.md, "Admin tables").
// It searches, sorts and pages the rows it is given, or, with `server`, shows one page the server chose and reports
// what the user asks for.
import { Fragment, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FiChevronDown, FiChevronRight } from 'react-icons/fi';
import { ImageWithFallback } from '../image/image-with-fallback';
import './data-table.css';

export interface DataColumn<T> {
  /** Unique within the table. */
  key: string;
  header: string;
  /** The text of the cell: searched, sorted, exported and shown (cut when long) unless `render` or `image` is given. */
  value?: (row: T) => string | number | null | undefined;
  /** A stored image path: shown as a 60x60 thumbnail with the placeholder when missing or broken. */
  image?: (row: T) => string | null | undefined;
  /** Custom cell content (buttons, links, selects). */
  render?: (row: T) => ReactNode;
  /** Defaults to true when the column has a `value`. */
  sortable?: boolean;
  /** Show the whole value rather than cutting it past a column's room. */
  wide?: boolean;
}

export interface DataTableProps<T> {
  /** Names the table for assistive technology. */
  label: string;
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  rowKey: (row: T) => string;
  emptyText: string;
  /** Header of the running number column ('S.No', '#'); none when absent. */
  numberHeader?: string;
  pageSize?: number;
  loading?: boolean;
  /** Rendered in the toolbar with the rows that pass the search (all pages, in table order; with `server`, the page shown). */
  toolbar?: (visible: T[]) => ReactNode;
  searchPlaceholder?: string;
  /** False hides the search box, for a server list that cannot be searched. */
  searchable?: boolean;
  /** The server pages, sorts and searches: `rows` is the page shown. */
  server?: ServerPaging;
}

export type TableSort = { key: string; dir: 'asc' | 'desc' } | null;
type Sort = TableSort;

export interface ServerPaging {
  /** Rows that match the search, on every page. */
  total: number;
  /** From 1. */
  page: number;
  onPage: (page: number) => void;
  /** The search the page was fetched with; typing reports a new one after a pause. */
  query: string;
  onQuery: (query: string) => void;
  sort: TableSort;
  onSort: (sort: TableSort) => void;
}

/** Texts longer than this may not fit their column: they are cut at its room, with the whole on hover and focus. */
const CUT_FROM = 32;

/** How long typing pauses before a server search is sent. */
const SEARCH_PAUSE_MS = 300;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function compare(a: unknown, b: unknown) {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return text(a).localeCompare(text(b), undefined, { numeric: true, sensitivity: 'base' });
}

export function DataTable<T>({
  label,
  rows,
  columns,
  rowKey,
  emptyText,
  numberHeader,
  pageSize = 10,
  loading,
  toolbar,
  searchPlaceholder = 'Search...',
  searchable = true,
  server,
}: DataTableProps<T>) {
  const [query, setQuery] = useState(server?.query ?? '');
  const [localSort, setSort] = useState<Sort>(null);
  const [localPage, setPage] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const searchId = useId();
  const textColumns = columns.filter((c) => c.value);
  const sort = server ? server.sort : localSort;
  useServerSearch(server, query, setQuery);

  const visible = useMemo(() => {
    if (server) return [...rows];
    const q = query.trim().toLowerCase();
    const searched = columns.filter((c) => c.value);
    let out = q ? rows.filter((r) => searched.some((c) => text(c.value!(r)).toLowerCase().includes(q))) : [...rows];
    const col = sort && columns.find((c) => c.key === sort.key);
    if (sort && col?.value) {
      const dir = sort.dir === 'asc' ? 1 : -1;
      out = out
        .map((r, i) => ({ r, i }))
        .sort((x, y) => compare(col.value!(x.r), col.value!(y.r)) * dir || x.i - y.i)
        .map((x) => x.r);
    }
    return out;
  }, [rows, columns, query, sort, server]);

  const total = server ? server.total : visible.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = server ? server.page - 1 : localPage;
  const goTo = (p: number) => (server ? server.onPage(p + 1) : setPage(p));
  // A page past the end (its last rows were deleted, or an old link) shows the last page instead.
  const past = page > pages - 1 && !loading;
  useEffect(() => {
    if (past) goTo(pages - 1);
  });
  const current = Math.min(page, pages - 1);
  const shown = server ? visible : visible.slice(current * pageSize, current * pageSize + pageSize);
  const applied = server ? server.query : query;
  // A row detail only helps when there is text to show in full.
  const detail = textColumns.length > 0;
  const span = columns.length + (detail ? 1 : 0) + (numberHeader ? 1 : 0);

  const toggleSort = (key: string) => {
    const next: Sort = sort?.key !== key ? { key, dir: 'asc' } : sort.dir === 'asc' ? { key, dir: 'desc' } : null;
    if (server) server.onSort(next);
    else setSort(next);
    setPage(0);
  };

  return (
    <div className="ui-table">
      <div className="ui-table__toolbar">
        {searchable && (
          <>
            <label htmlFor={searchId} className="ui-visually-hidden">
              Search {label}
            </label>
            <input
              id={searchId}
              type="search"
              className="ui-table__search"
              placeholder={searchPlaceholder}
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                if (!server) setPage(0);
              }}
            />
          </>
        )}
        {toolbar?.(visible)}
      </div>
      <div className="ui-table__scroll">
        {/* Roles spelled out: a phone lays the rows out as cards (display: block), which drops a table's built-in
            roles in some browsers. */}
        <table role="table" aria-label={label} aria-busy={loading || undefined}>
          <thead role="rowgroup">
            <tr role="row">
              {detail && (
                <th scope="col" role="columnheader" className="ui-table__aside">
                  <span className="ui-visually-hidden">Details</span>
                </th>
              )}
              {numberHeader && (
                <th scope="col" role="columnheader" className="ui-table__aside">
                  {numberHeader}
                </th>
              )}
              {columns.map((c) => {
                const sortable = c.sortable ?? Boolean(c.value);
                const dir = sort?.key === c.key ? sort.dir : null;
                return (
                  <th key={c.key} scope="col" role="columnheader" aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}>
                    {sortable ? (
                      <button type="button" className="ui-table__sort" onClick={() => toggleSort(c.key)}>
                        {c.header}
                        <span aria-hidden className="ui-table__arrow">
                          {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {shown.length === 0 && (
              <tr role="row">
                <td role="cell" colSpan={span} className="ui-table__empty">
                  {loading ? 'Loading...' : applied ? `Nothing matches "${applied}".` : emptyText}
                </td>
              </tr>
            )}
            {shown.map((row, i) => {
              const id = rowKey(row);
              const expanded = open === id;
              return (
                <Fragment key={id}>
                  <tr role="row" className={expanded ? 'ui-table__row--open' : undefined}>
                    {detail && (
                      <td role="cell" className="ui-table__aside">
                        <button
                          type="button"
                          className="ui-table__expand"
                          aria-expanded={expanded}
                          aria-label={`Details of row ${current * pageSize + i + 1}`}
                          onClick={() => setOpen(expanded ? null : id)}
                        >
                          {expanded ? <FiChevronDown aria-hidden /> : <FiChevronRight aria-hidden />}
                        </button>
                      </td>
                    )}
                    {numberHeader && (
                      <td role="cell" className="ui-table__aside">
                        {current * pageSize + i + 1}
                      </td>
                    )}
                    {columns.map((c) => (
                      <td key={c.key} role="cell" data-label={c.header || undefined}>
                        {cellContent(c, row)}
                      </td>
                    ))}
                  </tr>
                  {expanded && (
                    <tr role="row" className="ui-table__detail">
                      <td role="cell" colSpan={span}>
                        <dl>
                          {textColumns.map((c) => (
                            <div key={c.key}>
                              <dt>{c.header}</dt>
                              <dd>{text(c.value!(row)) || '—'}</dd>
                            </div>
                          ))}
                        </dl>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <nav className="ui-table__pager" aria-label={`${label} pages`}>
        <span>{total === 0 ? '0 rows' : `Showing ${current * pageSize + 1}-${current * pageSize + shown.length} of ${total}`}</span>
        <button type="button" className="ui-button ui-button--small" disabled={current === 0} onClick={() => goTo(current - 1)}>
          Previous
        </button>
        <span aria-live="polite">
          Page {current + 1} of {pages}
        </span>
        <button type="button" className="ui-button ui-button--small" disabled={current >= pages - 1} onClick={() => goTo(current + 1)}>
          Next
        </button>
      </nav>
    </div>
  );
}

/**
 * With a server, the search box reports what is typed once typing pauses, and shows a search set from elsewhere
 * (a link, "Show all").
 */
function useServerSearch(server: ServerPaging | undefined, query: string, setQuery: (q: string) => void) {
  const sent = useRef(server?.query ?? '');
  const onQuery = useRef(server?.onQuery);
  useEffect(() => {
    onQuery.current = server?.onQuery;
  });
  const applied = server?.query;
  useEffect(() => {
    if (applied === undefined || applied === sent.current) return;
    sent.current = applied;
    setQuery(applied);
  }, [applied, setQuery]);
  useEffect(() => {
    const wanted = query.trim();
    if (applied === undefined || wanted === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = wanted;
      onQuery.current?.(wanted);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, applied]);
}

function cellContent<T>(c: DataColumn<T>, row: T): ReactNode {
  if (c.render) return c.render(row);
  if (c.image) return <ImageWithFallback className="ui-table__thumb" src={c.image(row)} alt="" width={60} height={60} />;
  const value = text(c.value?.(row));
  if (c.wide || value.length <= CUT_FROM) return value;
  // Focusable, so a keyboard user can show the whole text too (the CSS unfolds it on focus).
  return (
    <span className="ui-table__cut" title={value} tabIndex={0}>
      {value}
    </span>
  );
}
