// /support/embed-a-layout (doc 3 §2): adding a layout to a store through the Vendy theme app block.
import { Link } from '@vendy/ui-kit';
import { routes } from '../../routes';
import { HelpArticle } from './HelpArticle';
import * as styles from './StaticPage.css';

export function SupportEmbedALayoutPage() {
  return (
    <HelpArticle
      title="Embed a layout in your Shopify store"
      lead="Add a finished layout to any page of your store with the Vendy app block in the Shopify theme editor. No code needed."
      path={routes.supportEmbedALayout()}
    >
      <h2>Before you start</h2>
      <ul>
        <li>
          Your Shopify store is connected to your Vendy group and the Vendy app is installed in it.
        </li>
        <li>
          The layout is finished: draft layouts have no embed code yet. Open it from{' '}
          <Link href={routes.layouts()}>Layouts</Link> and complete the Media step with Finalize.
        </li>
        <li>
          Your theme supports app blocks (every Online Store 2.0 theme, such as Dawn, does). If it
          does not, follow{' '}
          <Link href={routes.supportManuallyEmbedALayout()}>the manual embed guide</Link> instead.
        </li>
      </ul>

      <h2>Step 1: copy the layout ID</h2>
      <ol>
        <li>
          In Vendy, open <strong>Layouts</strong>.
        </li>
        <li>
          Find your layout and press <strong>Copy Layout ID</strong>. You can also copy it from the
          last step of the layout wizard, <strong>Embed into Shopify</strong>.
        </li>
      </ol>

      <h2>Step 2: add the Vendy block in the theme editor</h2>
      <ol>
        <li>
          In your Shopify admin, go to <strong>Online Store › Themes</strong> and press{' '}
          <strong>Customize</strong> on your current theme.
        </li>
        <li>
          With the page selector at the top of the editor, choose the template the layout belongs
          on, for example <strong>Home page</strong> or <strong>Products › Default product</strong>.
        </li>
        <li>
          In the sidebar, press <strong>Add section</strong> (or <strong>Add block</strong> inside a
          section that accepts apps), open the <strong>Apps</strong> tab and choose the{' '}
          <strong>Vendy</strong> layout block.
        </li>
        <li>Paste the layout ID you copied into the block&apos;s layout setting.</li>
        <li>Drag the section or block to where the layout should appear on the page.</li>
        <li>
          Press <strong>Save</strong>.
        </li>
      </ol>

      <h2>Step 3: check your store</h2>
      <p>
        Open the page in your store. The layout loads in place, sized to its content, and shoppers
        can open products and add them to their cart without leaving the page.
      </p>
      <p className={styles.note}>
        The block always shows the latest version of the layout: when you change its media or
        product placements in Vendy, your store updates by itself, with no need to embed it again.
      </p>

      <h2>If the layout does not appear</h2>
      <ul>
        <li>Check that the layout ID in the block matches the one on the Layouts page.</li>
        <li>Make sure the layout is not a draft (drafts show a DRAFT badge).</li>
        <li>Preview the theme after saving: unsaved changes only show inside the editor.</li>
      </ul>
    </HelpArticle>
  );
}
