// Route module for /terms and /privacy: fetches the static markdown file (public/legal/*.md).
import { useEffect, useState } from 'react';
import { LegalPage, type LegalDocument } from './LegalPage';

export const LEGAL_LOAD_ERROR = 'Unable to load this page. Please try again.';

export interface LegalRouteProps {
  title: string;
  /** Address of the markdown file, e.g. '/legal/terms.md'. */
  source: string;
}

async function fetchMarkdown(source: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(source, {
    signal,
    headers: { Accept: 'text/markdown, text/plain' },
  });
  // A server that falls back to the app's index.html for unknown files answers 200 with HTML.
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('text/html')) {
    throw new Error(`${source} answered ${response.status} (${type || 'no content type'})`);
  }
  return response.text();
}

export function LegalRoute({ title, source }: LegalRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const key = `${source}#${attempt}`;
  // The outcome of the latest fetch, tagged with what it fetched: any other key is still loading.
  const [outcome, setOutcome] = useState<{ key: string; document: LegalDocument } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchMarkdown(source, controller.signal).then(
      (markdown) => {
        if (!controller.signal.aborted)
          setOutcome({ key, document: { status: 'ready', markdown } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Loading ${source} failed:`, error);
        setOutcome({ key, document: { status: 'error', message: LEGAL_LOAD_ERROR } });
      },
    );
    return () => controller.abort();
  }, [source, key]);

  const document: LegalDocument = outcome?.key === key ? outcome.document : { status: 'loading' };
  return <LegalPage title={title} document={document} onRetry={() => setAttempt((n) => n + 1)} />;
}
