import { useId, type ReactNode } from 'react';
import { Card } from '@vendy/ui-kit';
import * as page from './page.css';

export interface SectionCardProps {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/** A card that is also a named region, so that each part of the page can be reached directly. */
export function SectionCard({ title, children, footer, className }: SectionCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={page.region}>
      <Card
        title={<span id={headingId}>{title}</span>}
        headingLevel={2}
        footer={footer}
        className={className}
      >
        <div className={page.stack}>{children}</div>
      </Card>
    </section>
  );
}
