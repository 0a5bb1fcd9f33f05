import { describe, it, expect, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button';
import { Dialog, DialogPlaceholder, DialogTrigger } from './Dialog';
import { AlertDialog } from './AlertDialog';

function EditDialog({ onSave }: { onSave?: () => void }) {
  return (
    <DialogTrigger>
      <Button>Edit</Button>
      <Dialog
        title="Edit Audio"
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button
              onPress={() => {
                onSave?.();
                close();
              }}
            >
              Save
            </Button>
          </>
        )}
      >
        <label>
          Title <input />
        </label>
      </Dialog>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, is named by its heading and returns focus on close', async () => {
    const user = userEvent.setup();
    render(<EditDialog />);
    const trigger = screen.getByRole('button', { name: 'Edit' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Edit Audio' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('traps focus inside while open', async () => {
    const user = userEvent.setup();
    render(<EditDialog />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with Escape and from its actions', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<EditDialog onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be controlled and hide its close button', () => {
    render(
      <Dialog title="Previewing Summer Sale" size="fullscreen" isOpen hideCloseButton>
        Preview
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Previewing Summer Sale' })).toHaveTextContent(
      'Preview',
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});

function DeleteLayout({ onConfirm }: { onConfirm: () => unknown }) {
  return (
    <DialogTrigger>
      <Button variant="danger">Delete</Button>
      <AlertDialog title="Delete Layout" confirmLabel="Delete" onConfirm={onConfirm}>
        Do you really want to delete this layout? This action cannot be undone.
      </AlertDialog>
    </DialogTrigger>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('AlertDialog', () => {
  it('asks with the title and message, and Cancel closes without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteLayout onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Layout' });
    expect(dialog).toHaveAccessibleDescription(
      'Do you really want to delete this layout? This action cannot be undone.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows progress while confirming and closes when it succeeds', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    render(<DeleteLayout onConfirm={() => pending.promise} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    pending.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows the error inside the dialog, which stays open, and a retry can succeed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new Error('Error deleting widget.'))
      .mockResolvedValueOnce(undefined);
    render(<DeleteLayout onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    const confirm = () => within(dialog).getByRole('button', { name: 'Delete' });

    await user.click(confirm());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error deleting widget.');
    expect(dialog).toContainElement(alert);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await user.click(confirm());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('starts without the previous error when opened again', async () => {
    const user = userEvent.setup();
    render(<DeleteLayout onConfirm={() => Promise.reject(new Error('Error deleting audio.'))} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting audio.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives the cancel answer focus with focusCancel, and Escape cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <DialogTrigger>
        <Button>Close</Button>
        <AlertDialog
          title="Discard unsaved changes?"
          confirmLabel="Discard"
          cancelLabel="Keep editing"
          focusCancel
          onConfirm={onConfirm}
        >
          Your changes have not been saved.
        </AlertDialog>
      </DialogTrigger>,
    );
    const trigger = screen.getByRole('button', { name: 'Close' });
    await user.click(trigger);
    const dialog = screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });

  it('has a placeholder that paints as the open dialog does: the same elements and classes', () => {
    const content = <p>Take a short tour.</p>;
    const actions = <Button>Next</Button>;
    /** Tags, classes and text lengths from the overlay down: what the page's styles paint. */
    const shape = (root: Element): string[] =>
      [root, ...root.querySelectorAll('*')].map(
        (el) => `${el.tagName} ${el.getAttribute('class') ?? ''} ${el.textContent?.length ?? 0}`,
      );
    const live = render(
      <Dialog title="Welcome" isOpen isDismissable={false} actions={actions}>
        {content}
      </Dialog>,
    );
    const overlay =
      live.baseElement.querySelector('[role="dialog"]')!.parentElement!.parentElement!;
    const expected = shape(overlay);
    live.unmount();
    const { container } = render(
      <DialogPlaceholder title="Welcome" actions={actions}>
        {content}
      </DialogPlaceholder>,
    );
    expect(shape(container.firstElementChild!)).toEqual(expected);
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
  });
});
