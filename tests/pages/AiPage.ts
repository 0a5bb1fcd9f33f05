import { expect, type Locator, type Page } from '@playwright/test';
import { expectNewToast } from './announcements';

export type AiService = 'Synthesia' | 'OpenAI';

/** The spec's message on the 'Success' step of 'Generate a Video' (doc 3 §4). */
export const VIDEO_CREATED =
  'Your video is being created. It will appear in your videos page when it is completed. This may take a few minutes.';

/**
 * /ai (spec doc 3 §2 'AI page'): tabs Videos, Scripts and Accounts; the journey connects a
 * platform with its API key, generates a script for a product, makes a video from it, waits for
 * the job to complete and opens 'Make it shoppable'. Takes a thumbnail file made by MediaFolder.
 */
export class AiPage {
  readonly heading: Locator;
  readonly videosTab: Locator;
  readonly scriptsTab: Locator;
  readonly accountsTab: Locator;
  readonly connections: Locator;
  readonly jobs: Locator;
  readonly scripts: Locator;
  readonly videoDialog: Locator;
  readonly scriptDialog: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = page.getByRole('heading', { level: 1, name: 'AI Generation' });
    this.videosTab = main.getByRole('tab', { name: 'Videos' });
    this.scriptsTab = main.getByRole('tab', { name: 'Scripts' });
    this.accountsTab = main.getByRole('tab', { name: 'Accounts' });
    this.connections = main.getByRole('list', { name: 'Connections' });
    this.jobs = main.getByRole('grid', { name: 'Generated Videos' });
    this.scripts = main.getByRole('grid', { name: 'Generated Product Scripts' });
    this.videoDialog = page.getByRole('dialog', { name: 'Generate a Video' });
    this.scriptDialog = page.getByRole('dialog', { name: 'Generate a Script' });
  }

  async goto() {
    await this.page.goto('/ai');
    await expect(this.heading).toBeVisible();
  }

  /** Accounts: types the key into the platform's card and connects it (or replaces its key). */
  async connect(service: AiService, key: string) {
    await this.accountsTab.click();
    const main = this.page.getByRole('main');
    await main.getByLabel(new RegExp(`^${service} API Key`)).fill(key);
    // The second key's toast may come while the first one's still shows: only a new one counts.
    await expectNewToast(this.page, 'API key saved successfully.', () =>
      main
        .getByRole('button', { name: new RegExp(`^(Connect ${service}|Replace ${service} Key)$`) })
        .click(),
    );
    // Only the key's last four characters ever come back.
    await expect(
      this.connections.getByText(`API key ending in ${key.trim().slice(-4)}`),
    ).toBeVisible();
    await expect(main.getByText(key.trim(), { exact: false })).toHaveCount(0);
  }

  /** Scripts: 'Generate a Script' for a product; answers the script shown, with its button disabled. */
  async generateScript(productTitle: string, service: AiService = 'OpenAI'): Promise<string> {
    await this.scriptsTab.click();
    await this.page.getByRole('main').getByRole('button', { name: 'Generate a Script' }).click();
    const flow = this.scriptDialog;
    await flow.getByRole('radio', { name: service }).check({ force: true });
    await flow.getByRole('button', { name: 'Next' }).click();
    await flow.getByRole('button', { name: /Product/ }).click();
    await this.page.getByRole('option', { name: productTitle, exact: true }).click();
    await flow.getByRole('button', { name: 'Next' }).click();
    await flow.getByRole('button', { name: 'Generate Script' }).click();
    const script = flow.getByRole('region', { name: 'Generated script' });
    await expect(script).toBeVisible({ timeout: 120_000 });
    await expect(flow.getByRole('button', { name: 'Generate Script' })).toBeDisabled();
    return (await script.innerText()).trim();
  }

  /**
   * From the script just generated (still open), 'Make a video': the scene form comes filled with
   * it; gives the video a title and thumbnail, sends it and closes on the Success step.
   */
  async makeVideoFromScript(title: string, thumbnail: string, script?: string) {
    await this.scriptDialog.getByRole('button', { name: 'Make a video' }).click();
    const flow = this.videoDialog;
    // The dialog opens straight on the scene form (the dialog itself takes focus on opening).
    await expect(flow.getByRole('heading', { name: 'Generate Video' })).toBeVisible();
    if (script) await expect(flow.getByRole('textbox', { name: 'Script' })).toHaveValue(script);
    await flow.getByRole('textbox', { name: 'Title' }).fill(title);
    const chooser = this.page.waitForEvent('filechooser');
    await flow.getByRole('button', { name: 'Choose Image' }).click();
    await (await chooser).setFiles(thumbnail);
    await flow.getByRole('button', { name: 'Generate Video' }).click();
    await expect(flow.getByText(VIDEO_CREATED)).toBeVisible({ timeout: 60_000 });
    await flow.getByRole('button', { name: 'Done' }).click();
    await expect(flow).toHaveCount(0);
    await expect(this.row(title)).toContainText('Processing');
  }

  row(title: string) {
    return this.jobs.getByRole('row').filter({ hasText: title });
  }

  /**
   * Waits until the job is Complete: each load of the page asks the provider about PROCESSING
   * jobs (and the open page asks again every 15 s), so the page is reloaded between looks.
   */
  async waitForJob(title: string, timeout = 10 * 60_000) {
    await expect(async () => {
      await this.goto();
      await expect(this.row(title)).toContainText('Complete', { timeout: 20_000 });
    }).toPass({ timeout, intervals: [15_000] });
  }

  /** 'Make it shoppable' on a finished video: the layout wizard opens with that video. */
  async makeShoppable(title: string) {
    await this.row(title)
      .getByRole('link', { name: `Make it shoppable: ${title}` })
      .click();
    await expect(this.page).toHaveURL(/\/layouts\?layout=new&video=[^&]+/);
  }
}
