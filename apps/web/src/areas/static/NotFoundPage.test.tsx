import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';
import { routes as staticRoutes } from './routes';

describe('NotFoundPage', () => {
  it('shows the picture, one heading and a Go Back button that calls back', async () => {
    const onGoBack = vi.fn();
    render(<NotFoundPage onGoBack={onGoBack} />);
    expect(screen.getByRole('img', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onGoBack).toHaveBeenCalledTimes(1);
  });

  it('goes back to the previous page from /404', async () => {
    const router = createMemoryRouter(
      [{ path: '/dashboard', element: <h1>Dashboard</h1> }, ...(staticRoutes.public ?? [])],
      { initialEntries: ['/dashboard', '/404'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
