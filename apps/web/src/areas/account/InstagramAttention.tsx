// The dashboard's warning when the connected Instagram account no longer answers (its access was
// removed on Instagram or has expired): the feeds keep showing the posts synced so far, but nothing
// new arrives until the merchant connects again, so they hear it here before a feed grows stale.
import { Link } from '@vendy/ui-kit';
import { routes } from '../../routes';
import { SectionCard } from './SectionCard';
import * as page from './page.css';
import * as styles from './DashboardPage.css';

export const INSTAGRAM_ATTENTION_TITLE = 'Your Instagram connection needs attention';
export const INSTAGRAM_ATTENTION_TEXT =
  'Vendy can no longer reach @{account}. Your feeds keep showing the posts synced so far; reconnect to sync new posts.';

export function InstagramAttention({ accountName }: { accountName: string }) {
  return (
    <SectionCard
      title={INSTAGRAM_ATTENTION_TITLE}
      footer={<Link href={routes.instagramReconnect()}>Reconnect Instagram</Link>}
      className={styles.attention}
    >
      <p className={page.text}>{INSTAGRAM_ATTENTION_TEXT.replace('{account}', accountName)}</p>
    </SectionCard>
  );
}
