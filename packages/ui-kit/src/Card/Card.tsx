import { useId, type ReactNode } from 'react';
import { Button, Heading, Link } from 'react-aria-components';
import * as styles from './Card.css';

export type CardHeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

interface CardBaseProps {
  /** Heading of the card; a clickable card's accessible name. */
  title?: ReactNode;
  /** The heading's level in the page outline. */
  headingLevel?: CardHeadingLevel;
  /** Controls in the card's header (e.g. a menu button). */
  actions?: ReactNode;
  /** A picture or preview above the header. */
  media?: ReactNode;
  /** The card's content. */
  children?: ReactNode;
  /** Controls at the bottom of the card. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A clickable card (e.g. a group on /groups): pressing it anywhere, or focusing its title and
 * pressing Enter, runs `onPress` or follows `href`. The body text describes the control.
 */
export type CardProps = CardBaseProps &
  (
    | { onPress?: undefined; href?: undefined; isCurrent?: undefined; isDisabled?: undefined }
    | {
        title: ReactNode;
        onPress: () => void;
        href?: undefined;
        /** Marks the card that is already chosen (e.g. the current group). */
        isCurrent?: boolean;
        isDisabled?: boolean;
      }
    | {
        title: ReactNode;
        href: string;
        onPress?: undefined;
        isCurrent?: boolean;
        isDisabled?: boolean;
      }
  );

export function Card(props: CardProps) {
  const { title, headingLevel = 3, actions, media, children, footer, className } = props;
  const bodyId = useId();
  const isClickable = props.onPress !== undefined || props.href !== undefined;
  const describedBy = children !== undefined ? bodyId : undefined;

  let titleContent = title;
  if (props.onPress !== undefined) {
    titleContent = (
      <Button
        className={styles.stretchedControl}
        onPress={props.onPress}
        isDisabled={props.isDisabled}
        aria-describedby={describedBy}
        aria-current={props.isCurrent || undefined}
      >
        {title}
      </Button>
    );
  } else if (props.href !== undefined) {
    titleContent = (
      <Link
        className={styles.stretchedControl}
        href={props.href}
        isDisabled={props.isDisabled}
        aria-describedby={describedBy}
        aria-current={props.isCurrent || undefined}
      >
        {title}
      </Link>
    );
  }

  return (
    <div
      className={[
        styles.card,
        isClickable && !props.isDisabled && styles.clickable,
        props.isCurrent && styles.current,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {media && <div className={styles.media}>{media}</div>}
      {(title !== undefined || actions) && (
        <div className={styles.header}>
          {title !== undefined && (
            <Heading level={headingLevel} className={styles.heading}>
              {titleContent}
            </Heading>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children !== undefined && (
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
      )}
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
