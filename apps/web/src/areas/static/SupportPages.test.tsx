import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RootLayout } from '../../app/RootLayout';
import { routes } from '../../routes';
import { routes as staticRoutes } from './routes';

// Renders the static area's routes at a path, inside the app's root (ui-kit links use the router).
function renderPath(path: string) {
  const router = createMemoryRouter(
    [{ element: <RootLayout />, children: staticRoutes.public ?? [] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const help = () => within(screen.getByRole('navigation', { name: 'More help' }));

describe('/support/embed-a-layout', () => {
  it('walks through adding the Vendy app block in the theme editor', () => {
    renderPath(routes.supportEmbedALayout());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Embed a layout in your Shopify store',
    );
    expect(
      screen.getByRole('heading', { name: /add the Vendy block in the theme editor/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Copy Layout ID/)).toBeInTheDocument();
    expect(screen.getAllByText(/Customize/).length).toBeGreaterThan(0);
    expect(help().queryByRole('link', { name: /app block/ })).toBeNull();
  });

  it('links to the manual guide for older themes', async () => {
    const router = renderPath(routes.supportEmbedALayout());
    await userEvent.click(help().getByRole('link', { name: /manually/ }));
    expect(router.state.location.pathname).toBe(routes.supportManuallyEmbedALayout());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Embed a layout manually' }),
    ).toBeInTheDocument();
  });
});

describe('/support/manually-embed-a-layout', () => {
  it('explains pasting the embed code into a Custom Liquid section, with a fallback for very old themes', () => {
    renderPath(routes.supportManuallyEmbedALayout());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { name: /paste it into a custom section/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Custom Liquid').length).toBeGreaterThan(0);
    expect(
      screen.getByRole('heading', { name: 'If your theme has no custom section' }),
    ).toBeInTheDocument();
    expect(screen.getByText('templates/index.liquid')).toBeInTheDocument();
  });
});

describe('/support/layouts', () => {
  it('describes each of the six layout types under its own heading', () => {
    renderPath(routes.supportLayouts());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of [
      'Landscape',
      'Portrait',
      'Landscape Carousel',
      'Portrait Carousel',
      'Portrait Coverflow',
      'Grid',
    ]) {
      const section = screen.getByRole('region', { name });
      expect(within(section).getByText('Use it for:')).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Layouts' })).toHaveAttribute('href', routes.layouts());
  });
});
