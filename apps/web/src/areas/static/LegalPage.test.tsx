/// <reference types="vite/client" />
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LegalPage } from './LegalPage';
import { LEGAL_LOAD_ERROR, LegalRoute } from './LegalRoute';
import terms from '../../../public/legal/terms.md?raw';
import privacy from '../../../public/legal/privacy.md?raw';

describe('LegalPage', () => {
  it('renders the markdown under the page title, its headings one level below the only h1', () => {
    render(
      <LegalPage
        title="Terms of Service"
        onRetry={() => {}}
        document={{
          status: 'ready',
          markdown: '# Terms\n\n## Your account\n\nBe **kind**.\n\n- one\n- two',
        }}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByText('kind').tagName).toBe('STRONG');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('never renders raw HTML from the markdown', () => {
    const { container } = render(
      <LegalPage
        title="Privacy Policy"
        onRetry={() => {}}
        document={{
          status: 'ready',
          markdown: 'Before <script>alert(1)</script><img src=x onerror="alert(2)"> after',
        }}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/Before/)).toBeInTheDocument();
  });

  it('shows a loading status, then an error with a retry button', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <LegalPage title="Terms of Service" onRetry={onRetry} document={{ status: 'loading' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    rerender(
      <LegalPage
        title="Terms of Service"
        onRetry={onRetry}
        document={{ status: 'error', message: LEGAL_LOAD_ERROR }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(LEGAL_LOAD_ERROR);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('LegalRoute', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const answer = (body: string, init: ResponseInit) => Promise.resolve(new Response(body, init));

  it('fetches its markdown file and renders it', async () => {
    const fetchMock = vi.fn(() =>
      answer('## Data we collect\n\nYour email.', {
        status: 200,
        headers: { 'Content-Type': 'text/markdown' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<LegalRoute title="Privacy Policy" source="/legal/privacy.md" />);

    expect(await screen.findByRole('heading', { name: 'Data we collect' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/legal/privacy.md', expect.anything());
  });

  it('treats an HTML answer (the app shell instead of the file) as an error and retries on demand', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(() =>
        answer('<!doctype html><div id="root"></div>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
      )
      .mockImplementationOnce(() =>
        answer('## Your account', { status: 200, headers: { 'Content-Type': 'text/markdown' } }),
      );
    vi.stubGlobal('fetch', fetchMock);
    render(<LegalRoute title="Terms of Service" source="/legal/terms.md" />);

    expect(await screen.findByRole('alert')).toHaveTextContent(LEGAL_LOAD_ERROR);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the error when the file is missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', () => answer('Not found', { status: 404 }));
    render(<LegalRoute title="Terms of Service" source="/legal/terms.md" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(LEGAL_LOAD_ERROR);
  });
});

describe('the shipped legal texts', () => {
  it.each([
    ['Terms of Service', terms, ['Your account', 'Your content', 'Contact']],
    ['Privacy Policy', privacy, ['Data we collect', 'Cookies', 'Your rights']],
  ])('%s renders its sections under one h1', (title, markdown, sections) => {
    render(<LegalPage title={title} onRetry={() => {}} document={{ status: 'ready', markdown }} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const section of sections) {
      expect(
        screen.getByRole('heading', { level: 2, name: new RegExp(section) }),
      ).toBeInTheDocument();
    }
  });
});
