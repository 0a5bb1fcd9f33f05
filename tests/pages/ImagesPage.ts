import type { Locator, Page } from '@playwright/test';

/** /images (spec doc 2 §2): the Photo Collections tab, its list and the collection forms. */
export class ImagesPage {
  readonly heading: Locator;
  readonly addCollection: Locator;
  readonly emptyState: Locator;
  readonly table: Locator;
  readonly uploadForm: Locator;
  readonly editForm: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = page.getByRole('heading', { level: 1, name: 'Photos' });
    this.addCollection = main.getByRole('button', { name: 'Add Photo Collection' });
    this.emptyState = main.getByText('Upload your first photo collection!');
    this.table = main.getByRole('grid', { name: 'Photo Collections' });
    this.uploadForm = page.getByRole('form', { name: 'Upload Photos' });
    this.editForm = page.getByRole('form', { name: 'Edit Photo Collection' });
  }

  async goto() {
    await this.page.goto('/images');
  }

  row(title: string) {
    return this.table.getByRole('row').filter({ hasText: title });
  }
}
