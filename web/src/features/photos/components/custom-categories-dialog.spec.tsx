import { describe, expect, it } from '@jest/globals';
import type { CustomCategory } from '@lumafolio/contracts';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { fakeServerPerTest, type FakeAnswer, type FakeRoutes, type ReceivedRequest } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render';
import { customCategoriesQueryOptions } from '../api/custom-categories';
import { CustomCategoriesDialog } from './custom-categories-dialog';

const LIST = 'GET /api/categories/custom';
const CREATE = 'POST /api/categories/custom';

const category = (id: string, label: string): CustomCategory => ({
  id,
  categoryId: label.toLowerCase().replace(/\s+/g, '-'),
  label,
  description: `Custom category: ${label}`,
});

/** The dialog as My Photos shows it: with the user's categories as the server lists them. */
function MyCategories() {
  const categories = useQuery(customCategoriesQueryOptions());
  return <CustomCategoriesDialog open onOpenChange={() => undefined} categories={categories.data ?? []} />;
}

const startServer = fakeServerPerTest();

/** A server holding the user's categories; creating, renaming and deleting change them. */
function categoriesServer(initial: CustomCategory[], failures: Record<string, FakeAnswer> = {}) {
  let categories = [...initial];
  const failOr = (route: string, change: (request: ReceivedRequest) => unknown) => (request: ReceivedRequest) => failures[route] ?? { body: change(request) };
  const routes: FakeRoutes = {
    [LIST]: () => ({ body: categories }),
    [CREATE]: failOr(CREATE, ({ body }) => {
      const created = category(`c${categories.length + 1}`, (body as { label: string }).label);
      categories = [...categories, created];
      return created;
    }),
  };
  for (const { id } of initial) {
    routes[`PATCH /api/categories/custom/${id}`] = failOr(`PATCH /api/categories/custom/${id}`, ({ body }) => {
      categories = categories.map((entry) => (entry.id === id ? { ...entry, label: (body as { label: string }).label } : entry));
      return categories.find((entry) => entry.id === id);
    });
    routes[`DELETE /api/categories/custom/${id}`] = failOr(`DELETE /api/categories/custom/${id}`, () => {
      categories = categories.filter((entry) => entry.id !== id);
      return null;
    });
  }
  return startServer(routes);
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Manage Custom Categories' }));
const listed = () =>
  within(dialog().getByRole('list', { name: 'Custom categories' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('CustomCategoriesDialog', () => {
  it('lists the custom categories, or says there are none', async () => {
    categoriesServer([]);
    renderScreen(<MyCategories />);

    expect(await screen.findByText('No custom categories yet.')).toBeVisible();
  });

  it('refuses an empty name without asking the server', async () => {
    const server = categoriesServer([]);
    const { user } = renderScreen(<MyCategories />);

    await user.type(await screen.findByRole('textbox', { name: 'New category name' }), '   ');
    await user.click(dialog().getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Failed to create category')).toBeVisible();
    expect(screen.getByText('Category name cannot be empty.')).toBeVisible();
    expect(server.requestsTo(CREATE)).toHaveLength(0);
  });

  it('creates a category from the typed name, clears the field and lists it', async () => {
    const server = categoriesServer([category('c1', 'Street food')]);
    const { user } = renderScreen(<MyCategories />);

    const name = await screen.findByRole('textbox', { name: 'New category name' });
    await user.type(name, '  Night markets {Enter}');

    expect(await screen.findByText('Category created')).toBeVisible();
    expect(server.requestsTo(CREATE).map((request) => request.body)).toEqual([{ label: 'Night markets', description: 'Custom category: Night markets' }]);
    expect(name).toHaveValue('');
    expect(await dialog().findByText('Night markets')).toBeVisible();
    expect(listed()).toHaveLength(2);
  });

  it("keeps the typed name and shows the server's message when creating fails", async () => {
    categoriesServer([], { [CREATE]: { status: 409, body: { message: 'You already have a category with this name.' } } });
    const { user } = renderScreen(<MyCategories />);

    const name = await screen.findByRole('textbox', { name: 'New category name' });
    await user.type(name, 'Street food');
    await user.click(dialog().getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Failed to create category')).toBeVisible();
    expect(screen.getByText('You already have a category with this name.')).toBeVisible();
    expect(name).toHaveValue('Street food');
  });

  it('renames a category: edit, refuse an empty name, then save the new one', async () => {
    const server = categoriesServer([category('c1', 'Street food')]);
    const { user } = renderScreen(<MyCategories />);

    await user.click(await dialog().findByRole('button', { name: 'Edit Street food' }));
    const rename = dialog().getByRole('textbox', { name: 'Rename Street food' });
    expect(rename).toHaveFocus();
    await user.clear(rename);
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update category')).toBeVisible();
    expect(screen.getByText('Category name cannot be empty.')).toBeVisible();
    expect(server.requestsTo('PATCH /api/categories/custom/c1')).toHaveLength(0);

    await user.type(rename, 'Street life');
    await user.click(dialog().getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Category updated')).toBeVisible();
    expect(server.requestsTo('PATCH /api/categories/custom/c1').map((request) => request.body)).toEqual([{ label: 'Street life' }]);
    expect(await dialog().findByRole('button', { name: 'Edit Street life' })).toBeVisible();
  });

  it('cancels a rename and shows the name as it was', async () => {
    const server = categoriesServer([category('c1', 'Street food')]);
    const { user } = renderScreen(<MyCategories />);

    await user.click(await dialog().findByRole('button', { name: 'Edit Street food' }));
    await user.type(dialog().getByRole('textbox', { name: 'Rename Street food' }), ' and drink');
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));

    expect(dialog().getByText('Street food')).toBeVisible();
    expect(dialog().queryByRole('textbox', { name: 'Rename Street food' })).not.toBeInTheDocument();
    expect(server.requestsTo('PATCH /api/categories/custom/c1')).toHaveLength(0);
  });

  it('deletes a category, and keeps it listed when the server refuses', async () => {
    categoriesServer([category('c1', 'Street food'), category('c2', 'Harbours')], {
      'DELETE /api/categories/custom/c2': { status: 409, body: { message: 'Photos still use this category.' } },
    });
    const { user } = renderScreen(<MyCategories />);

    await user.click(await dialog().findByRole('button', { name: 'Delete Street food' }));
    expect(await screen.findByText('Category deleted')).toBeVisible();
    expect(await dialog().findByText('Harbours')).toBeVisible();
    expect(dialog().queryByText('Street food')).not.toBeInTheDocument();

    await user.click(dialog().getByRole('button', { name: 'Delete Harbours' }));
    expect(await screen.findByText('Failed to delete category')).toBeVisible();
    expect(screen.getByText('Photos still use this category.')).toBeVisible();
    expect(dialog().getByText('Harbours')).toBeVisible();
  });
});
