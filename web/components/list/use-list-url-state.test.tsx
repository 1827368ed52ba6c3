// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { urlOptional, urlPage, urlSort, urlText } from './url-schema';
import { useListUrlState } from './use-list-url-state';

const schema = z.object({
  q: urlText,
  page: urlPage,
  colour: urlOptional(z.enum(['red', 'green'])),
  sort: urlSort(['name', 'price']),
});

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/fruits', url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ list: useListUrlState(schema), location: useLocation(), navigate: useNavigate() }),
    { wrapper },
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useListUrlState', () => {
  it('parses the URL with the schema, falling back value by value', () => {
    const { result } = setup('/fruits?q=%20kiwi%20&page=3&colour=blue&sort=-price&extra=1');
    expect(result.current.list.state).toEqual({ q: 'kiwi', page: 3, colour: undefined, sort: '-price' });
    const { result: bad } = setup('/fruits?page=zero&sort=-weight');
    expect(bad.current.list.state).toEqual({ q: '', page: 1, colour: undefined, sort: undefined });
  });

  it('sends a filter or a sort back to the first page, and pages without losing them', () => {
    const { result } = setup('/fruits?q=kiwi&page=3');
    act(() => result.current.list.setFilters({ colour: 'red' }));
    expect(result.current.location.search).toBe('?q=kiwi&colour=red');
    act(() => result.current.list.setPage(2));
    expect(result.current.location.search).toBe('?q=kiwi&colour=red&page=2');
    act(() => result.current.list.toggleSort('name'));
    expect(result.current.list.state.sort).toBe('name');
    expect(result.current.list.state.page).toBe(1);
    act(() => result.current.list.toggleSort('name'));
    expect(result.current.list.state.sort).toBe('-name');
    act(() => result.current.list.toggleSort('name'));
    expect(result.current.list.state.sort).toBeUndefined();
    act(() => result.current.list.clearFilters(['colour']));
    expect(result.current.location.search).toBe('?q=kiwi');
  });

  it('builds each write on the one before, even when both come before the next render', () => {
    const { result } = setup('/fruits?q=kiwi&page=2');
    act(() => {
      result.current.list.setFilters({ q: '' });
      result.current.list.setFilters({ colour: 'green' });
    });
    expect(result.current.location.search).toBe('?colour=green');
  });

  it('writes the search once typing pauses, replacing the history entry, and takes Back into the box', () => {
    const { result } = setup('/fruits?page=2');
    act(() => result.current.list.search.onChange('ap'));
    act(() => result.current.list.search.onChange('apple '));
    expect(result.current.location.search).toBe('?page=2');
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.location.search).toBe('?q=apple');
    // Replaced, not pushed: Back leaves the list for the page before it.
    act(() => result.current.navigate(-1));
    expect(result.current.location.pathname).toBe('/fruits');
    expect(result.current.location.search).toBe('');
    expect(result.current.list.search.value).toBe('');
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.location.search).toBe('');
  });

  it('corrects the page in place when told to replace, so Back leaves the list', () => {
    const { result } = setup('/fruits?q=kiwi&page=9');
    act(() => result.current.list.setPage(2, { replace: true }));
    expect(result.current.location.search).toBe('?q=kiwi&page=2');
    act(() => result.current.navigate(-1));
    expect(result.current.location.pathname).toBe('/fruits');
    expect(result.current.location.search).toBe('');
  });

  it('keeps a selection for exactly one URL state, and tracks busy rows', async () => {
    const { result } = setup('/fruits');
    act(() => result.current.list.selection.toggle('f1'));
    act(() => result.current.list.selection.toggleAll(['f1', 'f2']));
    expect([...result.current.list.selection.selected]).toEqual(['f1', 'f2']);
    act(() => result.current.list.selection.toggleAll(['f1', 'f2']));
    expect(result.current.list.selection.selected.size).toBe(0);
    act(() => result.current.list.selection.toggle('f2'));
    act(() => result.current.list.setPage(2));
    expect(result.current.list.selection.selected.size).toBe(0);

    let finish: () => void = () => {};
    let work: Promise<void> = Promise.resolve();
    act(() => {
      work = result.current.list.busy.track('f3', () => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.list.busy.isBusy('f3')).toBe(true);
    await act(async () => {
      finish();
      await work;
    });
    expect(result.current.list.busy.isBusy('f3')).toBe(false);
  });
});

// A list whose rows go when deleted (the row's button with them) and whose bulk button goes with
// the selection, as the users and words screens do.
function Fruits({ deleting }: { deleting: Promise<void> }) {
  const list = useListUrlState(schema);
  const [rows, setRows] = useState(['Apple', 'Banana']);
  const remove = (name: string) =>
    void list.busy.track(name, async () => {
      await deleting;
      setRows((current) => current.filter((row) => row !== name));
    });
  return (
    <>
      <p ref={list.resultsRef} tabIndex={-1}>
        {rows.length} fruits
      </p>
      {list.selection.selected.size > 0 && (
        <button type="button" onClick={() => list.selection.clear()}>
          Delete selected
        </button>
      )}
      {rows.map((name) => (
        <div key={name}>
          <button type="button" onClick={() => list.selection.toggle(name)}>
            Select {name}
          </button>
          <button type="button" onClick={() => remove(name)} disabled={list.busy.isBusy(name)}>
            Delete {name}
          </button>
        </div>
      ))}
      <button type="button">Elsewhere</button>
    </>
  );
}

function renderFruits() {
  let finish: () => void = () => {};
  const deleting = new Promise<void>((resolve) => (finish = resolve));
  render(
    <MemoryRouter>
      <Fruits deleting={deleting} />
    </MemoryRouter>,
  );
  return {
    finish: async () => {
      await act(async () => finish());
    },
    press: (name: string) => {
      const button = screen.getByRole('button', { name });
      act(() => button.focus());
      fireEvent.click(button);
    },
    resultsLine: () => screen.getByText(/\d fruits/),
  };
}

describe('useListUrlState: focus lost with what had it', () => {
  it('goes to the results line when a deleted row takes its focused button with it', async () => {
    const fruits = renderFruits();
    fruits.press('Delete Apple');
    await fruits.finish();
    expect(screen.queryByRole('button', { name: 'Delete Apple' })).toBeNull();
    expect(document.activeElement).toBe(fruits.resultsLine());
  });

  it('goes to the results line when the bulk button goes with the selection it cleared', () => {
    const fruits = renderFruits();
    fruits.press('Select Apple');
    fruits.press('Delete selected');
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();
    expect(document.activeElement).toBe(fruits.resultsLine());
  });

  it('stays where the administrator put it meanwhile', async () => {
    const fruits = renderFruits();
    fruits.press('Delete Apple');
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    await fruits.finish();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });
});
