// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithData } from '~/web/lib/test/render-with-data';
import { answering } from '~/web/lib/test/test-words';
import { setsEn } from '../i18n/en';
import { CreateSetForm } from './create-set-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const submitWith = (name: string) => {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: setsEn.create.submit }));
};

describe('CreateSetForm refusals', () => {
  it('shows a refusal of the description under the description, not under the name', async () => {
    const message = 'description: Too big: expected string to have <=500 characters';
    vi.stubGlobal('fetch', answering(400, { message, code: 'VALIDATION_ERROR' }).fetch);
    renderWithData(<CreateSetForm t={setsEn} />);
    submitWith('Kitchen');
    const error = await screen.findByText('Too big: expected string to have <=500 characters');
    const description = screen.getByLabelText(/Description/);
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(description.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows a refusal of the name under the name, in the page’s words', async () => {
    const message = `name: ${setsEn.create.nameRequired}`;
    vi.stubGlobal('fetch', answering(400, { message, code: 'VALIDATION_ERROR' }).fetch);
    renderWithData(<CreateSetForm t={setsEn} />);
    submitWith(' ');
    expect(await screen.findByText(setsEn.create.nameRequired)).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });
});
