// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import Eye from 'lucide-react/icons/eye';
import Trash2 from 'lucide-react/icons/trash';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Column } from './column';
import { DataTable } from './data-table';
import { sortProps } from './sort-button';

type Fruit = { id: string; name: string; colour: string; origin: string };
const fruits: Fruit[] = [
  { id: 'f1', name: 'Apple', colour: 'red', origin: 'Kazakhstan' },
  { id: 'f2', name: 'Banana', colour: 'yellow', origin: 'Papua New Guinea' },
];
const columns: Column<Fruit>[] = [
  { id: 'name', header: 'Name', card: 'title', cell: (fruit) => fruit.name, sortKey: 'name' },
  { id: 'colour', header: 'Colour', card: 'aside', cell: (fruit) => fruit.colour },
  { id: 'origin', header: 'Origin', from: 'xl', cell: (fruit) => fruit.origin },
];

afterEach(cleanup);

function renderTable(overrides: Partial<Parameters<typeof DataTable<Fruit>>[0]> = {}) {
  const selection = {
    selected: new Set(['f1']) as ReadonlySet<string>,
    toggle: vi.fn(),
    toggleAll: vi.fn(),
    remove: vi.fn(),
    clear: vi.fn(),
  };
  render(
    <DataTable
      caption="Fruits"
      rows={fruits}
      rowKey={(fruit) => fruit.id}
      rowName={(fruit) => fruit.name}
      columns={columns}
      selection={{ state: selection, allLabel: 'Select all fruits on this page' }}
      actions={{ render: (fruit, place) => <button type="button">{`Eat ${fruit.name} (${place})`}</button> }}
      busy={(id) => id === 'f2'}
      {...overrides}
    />,
  );
  return {
    onToggle: selection.toggle,
    onToggleAll: selection.toggleAll,
    table: screen.getByTestId('list-table'),
    cards: screen.getByTestId('list-cards'),
  };
}

describe('DataTable', () => {
  it('draws every column as a table with its caption, and the actions in a sticky last column', () => {
    const { table } = renderTable();
    const grid = within(table).getByRole('table', { name: 'Fruits' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['', 'Name', 'Colour', 'Origin', 'Actions']);
    const [, first] = within(grid).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['', 'Apple', 'red', 'Kazakhstan', 'Eat Apple (table)']);
    // Origin waits for wide screens; the actions stay in view however the table scrolls.
    expect(within(grid).getByRole('columnheader', { name: 'Origin' }).className).toContain('xl:table-cell');
    expect(within(grid).getByRole('columnheader', { name: 'Actions' }).className).toContain('sticky');
  });

  it('selects rows by name, and select-all is mixed while only some are selected', () => {
    const { table, onToggle, onToggleAll } = renderTable();
    const all = within(table).getByRole('checkbox', {
      name: 'Select all fruits on this page',
    }) as HTMLInputElement;
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    expect((within(table).getByRole('checkbox', { name: 'Select Apple' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Banana' }));
    expect(onToggle).toHaveBeenCalledWith('f2');
    fireEvent.click(all);
    expect(onToggleAll).toHaveBeenCalledWith(['f1', 'f2']);
  });

  it('marks busy rows and names each card list like the table', () => {
    const { table, cards } = renderTable();
    const rows = within(table).getAllByRole('row');
    expect(rows[2]!.getAttribute('aria-busy')).toBe('true');
    expect(rows[1]!.hasAttribute('aria-busy')).toBe(false);
    const items = within(within(cards).getByRole('list', { name: 'Fruits' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]!.getAttribute('aria-busy')).toBe('true');
  });

  it('lays the same columns out as cards: title and aside on top, the rest labelled', () => {
    const { cards } = renderTable();
    const [apple] = within(cards).getAllByRole('listitem');
    expect(within(apple!).getByText('Apple')).toBeTruthy();
    expect(within(apple!).getByText('red')).toBeTruthy();
    // Only the field columns get a label; title and aside speak for themselves.
    expect(
      within(apple!)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Origin']);
    expect(within(apple!).getByRole('definition').textContent).toBe('Kazakhstan');
    expect(within(apple!).getByRole('button', { name: 'Eat Apple (card)' })).toBeTruthy();
    expect(within(cards).getByRole('checkbox', { name: 'Select all fruits on this page' })).toBeTruthy();
  });

  it('sorts from a header: aria-sort tells the state, a press asks for the next one', () => {
    const onSort = vi.fn();
    const { table } = renderTable({ sort: sortProps('-name', onSort) });
    const header = within(table).getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(within(table).getByRole('columnheader', { name: 'Colour' }).hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(within(header).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('leaves selection out when the list has none', () => {
    const { table } = renderTable({ selection: undefined });
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
  });
});

describe('DataTable row actions', () => {
  it('draws icon buttons in the table and labelled ones in the cards, disabled while the row is busy', () => {
    render(
      <MemoryRouter>
        <DataTable
          caption="Fruits"
          rows={fruits}
          rowKey={(fruit) => fruit.id}
          rowName={(fruit) => fruit.name}
          columns={columns}
          busy={(id) => id === 'f2'}
          rowActions={{
            table: 'icons',
            actions: (fruit) => [
              { label: 'View', name: `View ${fruit.name}`, icon: Eye, to: `/fruits/${fruit.id}` },
              {
                label: 'Delete',
                name: `Delete ${fruit.name}`,
                icon: Trash2,
                tone: 'danger',
                onSelect: () => {},
              },
            ],
          }}
        />
      </MemoryRouter>,
    );
    const table = screen.getByTestId('list-table');
    const remove = within(table).getByRole('button', { name: 'Delete Apple' });
    expect(remove.getAttribute('title')).toBe('Delete');
    expect(within(remove).getByText('Delete').className).toContain('sr-only');
    expect(within(table).getByRole('button', { name: 'Delete Banana' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(within(table).getByRole('link', { name: 'View Apple' }).getAttribute('href')).toBe('/fruits/f1');
    const card = within(screen.getByTestId('list-cards')).getByRole('button', { name: 'Delete Apple' });
    expect(within(card).getByText('Delete').className).not.toContain('sr-only');
  });
});
