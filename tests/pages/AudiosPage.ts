import type { Locator, Page } from '@playwright/test';

/** /audios (spec doc 2 §2): the Audios tab, its list and the Upload Audio dialog. */
export class AudiosPage {
  readonly heading: Locator;
  readonly addAudio: Locator;
  readonly emptyState: Locator;
  readonly table: Locator;
  readonly uploadDialog: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = page.getByRole('heading', { level: 1, name: 'Audio' });
    this.addAudio = main.getByRole('button', { name: 'Add Audio' });
    this.emptyState = main.getByText('Upload your first audio file!');
    this.table = main.getByRole('grid', { name: 'Audios' });
    this.uploadDialog = page.getByRole('dialog', { name: 'Upload Audio' });
  }

  async goto() {
    await this.page.goto('/audios');
  }

  row(title: string) {
    return this.table.getByRole('row').filter({ hasText: title });
  }

  /** Opens Upload Audio, picks `file` with the file chooser and fills the form. */
  async fillUpload(file: string, title: string, description?: string) {
    await this.addAudio.click();
    const dialog = this.uploadDialog;
    const chooser = this.page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose Audio' }).click();
    await (await chooser).setFiles(file);
    const fileGroup = dialog.getByRole('group', { name: 'Audio File' });
    await fileGroup.getByText(/\.mp3 · /).waitFor();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    if (description) await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  }
}
