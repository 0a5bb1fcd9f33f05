// /support/manually-embed-a-layout (doc 3 §2): pasting the embed code into a custom-code section,
// for older themes without app blocks.
import { Link } from '@vendy/ui-kit';
import { routes } from '../../routes';
import { HelpArticle } from './HelpArticle';
import * as styles from './StaticPage.css';

export function SupportManuallyEmbedALayoutPage() {
  return (
    <HelpArticle
      title="Embed a layout manually"
      lead="Older Shopify themes do not support app blocks. In these themes, paste the layout's embed code into a Custom Liquid or custom HTML section instead."
      path={routes.supportManuallyEmbedALayout()}
    >
      <p>
        If your theme is an Online Store 2.0 theme, the{' '}
        <Link href={routes.supportEmbedALayout()}>Vendy app block</Link> is the simpler way: use
        this guide only when the app block is not offered in your theme editor.
      </p>

      <h2>Step 1: copy the embed code</h2>
      <ol>
        <li>
          In Vendy, open <Link href={routes.layouts()}>Layouts</Link>. The layout must be finished
          (draft layouts have no embed code).
        </li>
        <li>
          Press the embed-code copy button on the layout&apos;s row, or on the{' '}
          <strong>Embed into Shopify</strong> step of the layout wizard. The code is now on your
          clipboard.
        </li>
      </ol>

      <h2>Step 2: paste it into a custom section</h2>
      <ol>
        <li>
          In your Shopify admin, go to <strong>Online Store › Themes</strong> and press{' '}
          <strong>Customize</strong> on your current theme.
        </li>
        <li>Open the page where the layout should appear.</li>
        <li>
          Press <strong>Add section</strong> and choose <strong>Custom Liquid</strong> (some themes
          call it <strong>Custom HTML</strong> or <strong>Custom content</strong>).
        </li>
        <li>Paste the embed code into the section&apos;s code box, unchanged.</li>
        <li>
          Move the section to where the layout belongs and press <strong>Save</strong>.
        </li>
      </ol>

      <h2>If your theme has no custom section</h2>
      <p>
        Very old themes offer neither app blocks nor a custom section. Add the code to the theme
        files:
      </p>
      <ol>
        <li>
          In <strong>Online Store › Themes</strong>, open the <strong>…</strong> menu of your theme
          and choose <strong>Duplicate</strong>, so that you keep a copy to go back to.
        </li>
        <li>
          In the same menu, choose <strong>Edit code</strong> and open the template of the page, for
          example <code>templates/index.liquid</code> for the home page or{' '}
          <code>templates/product.liquid</code> for product pages.
        </li>
        <li>Paste the embed code where the layout should appear and press Save.</li>
      </ol>

      <h2>Step 3: check your store</h2>
      <p>
        Open the page in your store. The layout resizes itself to its content, and Add to Cart puts
        products in the store&apos;s own cart.
      </p>
      <p className={styles.note}>
        Paste each code once per page, and do not edit it: it only names the layout, whose content
        is always served fresh from Vendy. To remove the layout, delete the section or the pasted
        code.
      </p>
    </HelpArticle>
  );
}
