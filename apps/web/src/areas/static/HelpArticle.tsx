// The frame of the /support/* help pages: one h1, a lead paragraph, the content, and links to the
// other help pages.
import type { ReactNode } from 'react';
import { Link } from '@vendy/ui-kit';
import { routes } from '../../routes';
import * as styles from './StaticPage.css';

const HELP_PAGES = [
  { href: routes.supportEmbedALayout(), label: 'Embed a layout with the Vendy app block' },
  { href: routes.supportManuallyEmbedALayout(), label: 'Embed a layout manually (older themes)' },
  { href: routes.supportLayouts(), label: 'Choosing a layout type' },
] as const;

export interface HelpArticleProps {
  title: string;
  lead: ReactNode;
  /** The path of this page, left out of the related links. */
  path: string;
  children: ReactNode;
}

export function HelpArticle({ title, lead, path, children }: HelpArticleProps) {
  return (
    <div className={styles.page}>
      <article className={styles.article} aria-labelledby="help-title">
        <h1 id="help-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        <div className={styles.prose}>{children}</div>
        <nav className={styles.related} aria-labelledby="help-related">
          <h2 id="help-related" className={styles.relatedHeading}>
            More help
          </h2>
          <ul className={styles.relatedList}>
            {HELP_PAGES.filter((page) => page.href !== path).map((page) => (
              <li key={page.href}>
                <Link href={page.href}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </article>
    </div>
  );
}
