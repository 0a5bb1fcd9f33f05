// /terms and /privacy (doc 1 §2): a legal text fetched as markdown. Raw HTML in the markdown is
// dropped, never rendered, so the files can only ever produce plain prose.
import Markdown, { type Components } from 'react-markdown';
import { Button } from '@vendy/ui-kit';
import * as styles from './StaticPage.css';

export type LegalDocument =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; markdown: string };

export interface LegalPageProps {
  /** The page's heading, e.g. 'Terms of Service'. */
  title: string;
  document: LegalDocument;
  onRetry: () => void;
}

// The page's own title is its only h1, so headings inside the text start one level lower.
const components: Components = {
  h1: ({ node: _node, children, ...props }) => <h2 {...props}>{children}</h2>,
};

export function LegalPage({ title, document, onRetry }: LegalPageProps) {
  return (
    <div className={styles.page}>
      <article
        className={styles.article}
        aria-labelledby="legal-title"
        aria-busy={document.status === 'loading'}
      >
        <h1 id="legal-title" className={styles.title}>
          {title}
        </h1>
        {document.status === 'loading' && (
          <p role="status" className={styles.status}>
            Loading…
          </p>
        )}
        {document.status === 'error' && (
          <div className={styles.error}>
            <p role="alert" className={styles.errorText}>
              {document.message}
            </p>
            <Button variant="secondary" onPress={onRetry}>
              Try Again
            </Button>
          </div>
        )}
        {document.status === 'ready' && (
          <div className={styles.prose}>
            <Markdown skipHtml components={components}>
              {document.markdown}
            </Markdown>
          </div>
        )}
      </article>
    </div>
  );
}
