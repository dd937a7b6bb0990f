import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore, setTestConfig, TEST_API } from '../../testing/render';
import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '../image/image-with-fallback';
import { type DataColumn, DataTable, type ServerPaging } from './data-table';

beforeAll(setTestConfig);
afterEach(cleanup);

interface Row {
  _id: string;
  name: string;
  year: number;
  note: string;
  image?: string;
}
const long = 'A very long description that does not fit into one hundred pixels of a table cell at all.';
const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
  _id: `id${i}`,
  name: `Client ${String.fromCharCode(65 + i)}`,
  year: 2000 + ((i * 7) % 12),
  note: i === 0 ? long : `note ${i}`,
  image: i === 0 ? '/uploads/a.png' : undefined,
}));
const columns: DataColumn<Row>[] = [
  { key: 'name', header: 'Name', value: (r) => r.name },
  { key: 'year', header: 'Year', value: (r) => r.year },
  { key: 'note', header: 'Description', value: (r) => r.note },
  { key: 'image', header: 'Image', image: (r) => r.image },
];

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const names = () => bodyRows().map((r) => within(r).getAllByRole('cell')[2]!.textContent);

describe('DataTable', () => {
  it('shows the empty text when there are no rows', () => {
    renderWithStore(<DataTable label="Clients" rows={[]} columns={columns} rowKey={(r) => r._id} emptyText="No clients found." numberHeader="S.No" />);
    expect(screen.getByText('No clients found.')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('has a search box unless told the list cannot be searched (the audit log)', () => {
    renderWithStore(<DataTable label="Clients" rows={rows} columns={columns} rowKey={(r) => r._id} emptyText="None." />);
    expect(screen.getByRole('searchbox', { name: 'Search Clients' })).toBeInTheDocument();
    cleanup();
    renderWithStore(<DataTable label="Clients" rows={rows} columns={columns} rowKey={(r) => r._id} emptyText="None." searchable={false} />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(bodyRows()).toHaveLength(10);
  });

  it('pages through the rows ten at a time with running numbers', () => {
    renderWithStore(<DataTable label="Clients" rows={rows} columns={columns} rowKey={(r) => r._id} emptyText="none" numberHeader="S.No" />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 1-10 of 12')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(names()).toEqual(['Client K', 'Client L']);
    expect(within(bodyRows()[0]!).getAllByRole('cell')[1]!.textContent).toBe('11');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('searches every text column and hands the filtered rows to the toolbar', () => {
    let exported: Row[] = [];
    renderWithStore(
      <DataTable
        label="Clients"
        rows={rows}
        columns={columns}
        rowKey={(r) => r._id}
        emptyText="none"
        toolbar={(visible) => {
          exported = visible;
          return <span>{visible.length} shown</span>;
        }}
      />,
    );
    expect(screen.getByText('12 shown')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search Clients'), { target: { value: 'NOTE 1' } });
    // note 1, note 10, note 11
    expect(exported.map((r) => r._id)).toEqual(['id1', 'id10', 'id11']);
    expect(bodyRows()).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Search Clients'), { target: { value: 'zzz' } });
    expect(screen.getByText('Nothing matches "zzz".')).toBeInTheDocument();
  });

  it('sorts by a column ascending, then descending, then back to the original order', () => {
    renderWithStore(<DataTable label="Clients" rows={rows.slice(0, 4)} columns={columns} rowKey={(r) => r._id} emptyText="none" />);
    const years = () => bodyRows().map((r) => within(r).getAllByRole('cell')[2]!.textContent);
    expect(years()).toEqual(['2000', '2007', '2002', '2009']);
    const header = screen.getByRole('button', { name: /Year/ });
    fireEvent.click(header);
    expect(years()).toEqual(['2000', '2002', '2007', '2009']);
    expect(screen.getByRole('columnheader', { name: /Year/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header);
    expect(years()).toEqual(['2009', '2007', '2002', '2000']);
    fireEvent.click(header);
    expect(years()).toEqual(['2000', '2007', '2002', '2009']);
  });

  it('cuts long text with the full text on hover and in the row detail; thumbnails fall back to the placeholder', () => {
    renderWithStore(<DataTable label="Clients" rows={rows.slice(0, 2)} columns={columns} rowKey={(r) => r._id} emptyText="none" />);
    const cut = screen.getByText(long);
    expect(cut.className).toBe('ui-table__cut');
    expect(cut.getAttribute('title')).toBe(long);
    const images = screen.getAllByRole('presentation') as HTMLImageElement[];
    expect(images[0]!.getAttribute('src')).toBe(`${TEST_API}/uploads/a.png`);
    expect(images[0]!.width).toBe(60);
    expect(images[1]!.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    fireEvent.error(images[0]!);
    expect(images[0]!.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);

    fireEvent.click(screen.getByRole('button', { name: 'Details of row 1' }));
    expect(screen.getByText('Description', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getAllByText(long)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Details of row 1' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('DataTable with server paging', () => {
  const server = (over: Partial<ServerPaging> = {}): ServerPaging => ({
    total: 23,
    page: 2,
    query: '',
    sort: null,
    onPage: jest.fn<ServerPaging['onPage']>(),
    onQuery: jest.fn<ServerPaging['onQuery']>(),
    onSort: jest.fn<ServerPaging['onSort']>(),
    ...over,
  });

  it('shows the page it is given as it is, numbered from the page, and asks for other pages and sorts', () => {
    const s = server({ sort: { key: 'year', dir: 'asc' } });
    renderWithStore(
      <DataTable label="Clients" rows={rows.slice(0, 3)} columns={columns} rowKey={(r) => r._id} emptyText="none" numberHeader="S.No" server={s} />,
    );
    expect(names()).toEqual(['Client A', 'Client B', 'Client C']);
    expect(within(bodyRows()[0]!).getAllByRole('cell')[1]!.textContent).toBe('11');
    expect(screen.getByText('Showing 11-13 of 23')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(s.onPage).toHaveBeenCalledWith(3);
    expect(screen.getByRole('columnheader', { name: /Year/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /Year/ }));
    expect(s.onSort).toHaveBeenCalledWith({ key: 'year', dir: 'desc' });
  });

  it('sends the search once typing pauses, and shows a search set from elsewhere', () => {
    jest.useFakeTimers();
    const sent = jest.fn<ServerPaging['onQuery']>();
    function Screen() {
      const [query, setQuery] = useState('');
      const onQuery = (q: string) => {
        sent(q);
        setQuery(q);
      };
      return (
        <>
          <button type="button" onClick={() => setQuery('')}>
            Show all
          </button>
          <DataTable
            label="Clients"
            rows={[]}
            columns={columns}
            rowKey={(r) => r._id}
            emptyText="none"
            server={server({ page: 1, total: 0, query, onQuery })}
          />
        </>
      );
    }
    try {
      renderWithStore(<Screen />);
      const box = screen.getByLabelText('Search Clients') as HTMLInputElement;
      fireEvent.change(box, { target: { value: 'ap' } });
      fireEvent.change(box, { target: { value: 'apex ' } });
      expect(sent).not.toHaveBeenCalled();
      act(() => void jest.advanceTimersByTime(400));
      expect(sent.mock.calls).toEqual([['apex']]);
      expect(screen.getByText('Nothing matches "apex".')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
      expect(box.value).toBe('');
      act(() => void jest.advanceTimersByTime(400));
      expect(sent.mock.calls).toEqual([['apex']]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('goes to the last page when the one asked for is past the end', () => {
    const s = server({ page: 5, total: 12 });
    renderWithStore(<DataTable label="Clients" rows={[]} columns={columns} rowKey={(r) => r._id} emptyText="none" server={s} />);
    expect(s.onPage).toHaveBeenCalledWith(2);
  });
});

describe('DataTable without text columns', () => {
  it('has no row detail when there is no text to show in full (about cards)', () => {
    renderWithStore(
      <DataTable label="About cards" rows={rows.slice(0, 2)} columns={[columns[3]!]} rowKey={(r) => r._id} emptyText="none" numberHeader="S.No" />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['S.No', 'Image']);
    expect(screen.queryByRole('button', { name: /^Details/ })).toBeNull();
  });
});
